import { sortBySortOrder } from '@oncourse/engine';
import type { AnswerValue, FacilityAddedAnswer, Question } from '@oncourse/engine';

export interface ChoiceOption {
  id: number;
  title: string;
  /** Added by the facility (MULTIPLECHOICE_ADDMORE): it can be removed again. */
  added: boolean;
  /** No longer offered, shown only because it is still chosen (validation says so). */
  inactive: boolean;
}

/** The selected option ids of a choice answer, whatever shape it was stored in. */
export function selectedIds(value: AnswerValue | undefined): number[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'number' ? [value] : [];
}

/**
 * The options a choice question offers, in the order its authors gave them (`sortOrder`: answers
 * such as "Never / Within 3 years / More than 5 years" read as a scale, and "None" belongs where
 * it was put), then the facility's own answers in the order they were added; inactive options only
 * while still chosen. The alphabetical rule is for the account and shell dropdowns, not questions.
 */
export function choiceOptions(
  question: Pick<Question, 'answers'>,
  value: AnswerValue | undefined,
  added: readonly FacilityAddedAnswer[] = [],
): ChoiceOption[] {
  const chosen = new Set(selectedIds(value));
  const offered = sortBySortOrder(question.answers)
    .filter((option) => option.active || chosen.has(option.id))
    .map((option) => ({ id: option.id, title: option.title, added: false, inactive: !option.active }));
  const own = [...added]
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({ id: entry.id, title: entry.title, added: true, inactive: false }));
  return [...offered, ...own];
}
