import type { ValidationError, ValidationErrorCode } from './model.ts';

/** Catalogue numbers of the codes answer validation uses (spec 001 §8, COMMON.md). */
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

/** The answer messages; the first four are verbatim from spec 001 §5 and §8. */
export const MESSAGES = {
  required: 'please complete',
  noteEmpty: 'Please enter a note',
  noteTooLong: 'Note cannot exceed 2000 characters',
  customAnswerTooLong: 'Answer cannot exceed 500 characters',
  newAnswerTooLong: 'New answer cannot exceed 250 characters',
  gridFieldTooLong: 'Answer cannot exceed 250 characters',
  newAnswerDuplicate: 'This answer already exists',
  chooseOption: 'Please choose one of the options',
  optionInactive: 'This option is no longer available',
  duplicateChoice: 'An option can only be chosen once',
  notArray: 'Please choose from the list',
  notNumber: 'Please enter a number',
  negative: 'Please enter a number of 0 or more',
  decimals: 'Please enter a number with at most 2 decimal places',
  percentage: 'Please enter a percentage of 100 or less',
  dateFormat: 'Please enter a date as yyyy-MM-dd',
  dateFuture: 'The date cannot be later than today',
  email: 'Please enter a valid e-mail address',
  url: 'Please enter a valid web address',
  text: 'Please enter text',
} as const;

/** The form-level message shown when any answer has an error (spec 001 §5). */
export const FORM_ERROR_MESSAGE = 'Please check the form and correct the missing fields';

/** One validation error with its catalogue number. */
export function validationError(field: string, code: ValidationErrorCode, message: string): ValidationError {
  return { field, code, number: ERROR_NUMBERS[code], message };
}
