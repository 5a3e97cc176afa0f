import type { Answer, AnswerValue } from './model.ts';

/** An answer value nobody entered: null, blank text or an empty selection. */
export function isEmptyValue(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether an answer carries anything a user entered (value, nested values, rows or added answers). */
export function hasContent(
  answer: Pick<Answer, 'value' | 'rows' | 'facilityAddedAnswers' | 'nestedValues'> | undefined | null,
): boolean {
  if (!answer) return false;
  if (!isEmptyValue(answer.value)) return true;
  if (answer.rows.length > 0 || answer.facilityAddedAnswers.length > 0) return true;
  for (const key in answer.nestedValues) {
    if (!isEmptyValue(answer.nestedValues[key])) return true;
  }
  return false;
}

/**
 * Whether someone gave this answer: marked complete or saved for later, or holding content. An
 * answer holding notes alone is not given.
 */
export function isGiven(answer: Answer | undefined | null): boolean {
  return !!answer && (answer.complete || answer.savelater || hasContent(answer));
}

/** A blank answer in the untouched state. */
export function emptyAnswer(): Answer {
  return {
    complete: false,
    savelater: false,
    value: null,
    unitMeasurementType: null,
    nestedValues: {},
    facilityAddedAnswers: [],
    rows: [],
    notes: [],
  };
}
