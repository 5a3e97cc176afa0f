import { hasContent } from './answer-content.ts';
import type { Answer, AnswerValue } from './model.ts';
import type { AnswerMap } from './group-state.ts';

export interface PrefillResult {
  answers: Record<string, Answer>;
  /** Ids of the questions whose answer came from the previous year, ascending. */
  prefilled: number[];
}

function copyValue(value: AnswerValue): AnswerValue {
  return Array.isArray(value) ? [...value] : value;
}

function hasOwnAnswer(answer: Answer | undefined): boolean {
  return answer !== undefined && (answer.complete || answer.savelater || hasContent(answer));
}

/**
 * Where this year has no answer but last year does, last year's values are prefilled,
 * neither complete nor saved for later, until the user saves them (spec 001 §4). Notes stay
 * with the year they were written in.
 */
export function prefill(current?: AnswerMap | null, previous?: AnswerMap | null): PrefillResult {
  const answers: Record<string, Answer> = {};
  const prefilled: number[] = [];
  for (const key in current) {
    const answer = current[key];
    if (answer) answers[key] = answer;
  }
  for (const key in previous) {
    const last = previous[key];
    const now = answers[key];
    if (!last || !hasContent(last) || hasOwnAnswer(now)) continue;
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
