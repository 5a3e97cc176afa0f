import { formatNumber } from './locale/format.ts';
import type { ValidationError, ValidationErrorCode } from './model.ts';

/** Catalogue numbers of the codes answer validation uses (docs/errors.md#catalogue). */
export const ERROR_NUMBERS: Readonly<Record<ValidationErrorCode, number>> = {
  REQUIRED_FIELD_MISSING: 101,
  INCORRECT_DATE_ORDER: 103,
  BELOW_MIN_VALUE: 104,
  ABOVE_MAX_VALUE: 105,
  DUPLICATED_VALUE: 106,
  NOT_ARRAY_VALUE: 107,
  UNKNOWN_ENUM_VALUE: 109,
  INCORRECT_FORMAT: 112,
  INACTIVE_RESOURCE: 114,
};

/**
 * The answer messages, in the style of every field message: sentence case, saying what
 * to enter or choose.
 */
export const MESSAGES = {
  required: 'Complete this answer',
  noteEmpty: 'Enter a note',
  noteTooLong: 'Enter a note of at most 2000 characters',
  customAnswerTooLong: 'Enter an answer of at most 500 characters',
  newAnswerTooLong: 'Enter a new answer of at most 250 characters',
  gridFieldTooLong: 'Enter an answer of at most 250 characters',
  newAnswerDuplicate: 'Enter an answer that is not in the list yet',
  chooseOption: 'Choose one of the options',
  optionInactive: 'Choose an option that is still offered',
  duplicateChoice: 'Choose each option only once',
  notArray: 'Choose from the list',
  notNumber: 'Enter a number',
  negative: 'Enter a number of 0 or more',
  decimals: 'Enter a number with at most 2 decimal places',
  wholeNumber: 'Enter a whole number',
  percentage: 'Enter a percentage of 100 or less',
  dateFormat: 'Enter a date as yyyy-MM-dd',
  dateFuture: 'Enter a date no later than today',
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid web address',
  text: 'Enter text',
  atMost: 'Enter at most {{limit}}',
  atLeast: 'Enter at least {{limit}}',
  areasOverTotal: 'Together with the areas above, this is more than the total area of {{limit}}',
  sharesNotHundred: 'Enter shares of this group that add up to 100 %',
} as const;

/** The form-level message shown when any answer has an error (docs/errors.md#form-rules). */
export const FORM_ERROR_MESSAGE = 'Please check the form and correct the missing fields';

/**
 * A number's range error: "Enter at most 100,000,000 kWh" in English (the server's words), with the
 * limit kept apart so the browser says it in the reader's language and number format.
 */
export function rangeError(
  field: string,
  code: 'BELOW_MIN_VALUE' | 'ABOVE_MAX_VALUE',
  limit: { value: number; unit: string | null },
): ValidationError {
  const template = code === 'ABOVE_MAX_VALUE' ? MESSAGES.atMost : MESSAGES.atLeast;
  return { ...validationError(field, code, withLimit(template, limit)), limit };
}

/** A message template with its limit filled in, in English. */
export function withLimit(template: string, limit: { value: number; unit: string | null }): string {
  return template.replace(
    '{{limit}}',
    formatNumber(limit.value, 'en') +
      (limit.unit ? ` ${limit.unit}` : ''),
  );
}

/** One validation error with its catalogue number. */
export function validationError(field: string, code: ValidationErrorCode, message: string): ValidationError {
  return { field, code, number: ERROR_NUMBERS[code], message };
}
