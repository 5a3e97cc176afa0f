import { hasContent, isGiven } from './answer-content.ts';
import type { Answer, AnswerValue } from './model.ts';
import type { AnswerMap } from './group-state.ts';
import { startingAnswer } from './preselection.ts';
import { scopeQuestions, type Scope } from './scope.ts';

export interface PrefillResult {
  answers: Record<string, Answer>;
  /** Ids of the questions whose answer came from the previous year, ascending. */
  prefilled: number[];
}

function copyValue(value: AnswerValue): AnswerValue {
  return Array.isArray(value) ? [...value] : value;
}

/**
 * The questions of `scope` that start with preselected options: there an answer the user saved
 * empty last year was a choice (they unticked the preselection), and it carries over as such.
 */
const questionsPreselecting = new WeakMap<object, ReadonlySet<string>>();

function preselecting(scope: Scope): ReadonlySet<string> {
  let ids = questionsPreselecting.get(scope);
  if (!ids) {
    ids = new Set(
      scopeQuestions(scope)
        .filter((question) => hasContent(startingAnswer(question)))
        .map((question) => String(question.id)),
    );
    questionsPreselecting.set(scope, ids);
  }
  return ids;
}

/**
 * Where this year has no answer but last year does, last year's values are prefilled,
 * neither complete nor saved for later, until the user saves them (docs/reviews.md#behaviour). Notes stay
 * with the year they were written in. Given the question set (`scope`), a selection the user
 * emptied last year is prefilled empty where the question preselects options, so the
 * preselection the user removed does not come back.
 */
export function prefill(
  current?: AnswerMap | null,
  previous?: AnswerMap | null,
  scope?: Scope,
): PrefillResult {
  const answers: Record<string, Answer> = {};
  const prefilled: number[] = [];
  const keepsEmpty = scope ? preselecting(scope) : new Set<string>();
  for (const key in current) {
    const answer = current[key];
    if (answer) answers[key] = answer;
  }
  for (const key in previous) {
    const last = previous[key];
    const now = answers[key];
    if (!last || isGiven(now)) continue;
    if (!hasContent(last) && !(keepsEmpty.has(key) && isGiven(last))) continue;
    const nestedValues: Record<string, AnswerValue> = {};
    for (const nestedKey in last.nestedValues) {
      nestedValues[nestedKey] = copyValue(last.nestedValues[nestedKey] ?? null);
    }
    answers[key] = {
      complete: false,
      savelater: false,
      value: copyValue(last.value),
      unitMeasurementType: last.unitMeasurementType,
      nestedValues,
      facilityAddedAnswers: last.facilityAddedAnswers.map((added) => ({ ...added })),
      rows: last.rows.map((row) => ({ id: row.id, values: { ...row.values } })),
      notes: now?.notes ?? [],
    };
    prefilled.push(Number(key));
  }
  prefilled.sort((a, b) => a - b);
  return { answers, prefilled };
}
