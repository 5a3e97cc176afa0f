import { NUMBER_STRINGS } from '../numbers/strings.ts';

/**
 * Every catalogue key the form theme reads, with its English text. The app merges these into
 * `fixtures/strings/<lang>.json`; the theme falls back to the English here when a key is missing.
 * Field messages say, in sentence case, what to enter ("Enter at most 255 characters").
 */
export const FORM_THEME_STRINGS = {
  ...NUMBER_STRINGS,
  'errors.required': 'This field is required', // docs/errors.md#form-rules
  'errors.formInvalid': 'Please check the form and correct the missing fields', // docs/errors.md#form-rules
  // Nothing missing, only values to correct: saying 'missing' would send the user looking for an empty field.
  'errors.formCorrect': 'Please check the form and correct the marked fields',
  'errors.emailInvalid': 'Enter a valid e-mail address',
  'errors.maxLength': 'Enter at most {{max}} characters',
  'errors.minLength': 'Enter at least {{min}} characters',
  'errors.invalidFormat': 'Enter a value in the expected format',
  'errors.dateInvalid': 'Enter a valid date',
  'errors.dateInFuture': 'Enter a date no later than today',
  'errors.minimum': 'Enter at least {{min}}',
  'errors.maximum': 'Enter at most {{max}}',
  'errors.multipleOf': 'Enter a multiple of {{step}}',
  'errors.invalidOption': 'Choose one of the offered options',
  'errors.minItems': 'Choose at least {{min}}',
  'form.submit': 'Submit',
  'form.busy': 'Please wait',
  'form.selectPlaceholder': 'Select…',
  'form.noMatches': 'No matches',
  'form.optional': '(optional)',
  'form.charactersRemaining': '{count, plural, one {# character remaining} other {# characters remaining}}',
  'form.charactersTooMany': '{count, plural, one {# character too many} other {# characters too many}}',
  'form.showPassword': 'Show password',
  'form.hidePassword': 'Hide password',
  'form.show': 'Show',
  'form.hide': 'Hide',
  'form.opensInNewTab': '(opens in a new tab)',
} as const;

export type FormThemeStringKey = keyof typeof FORM_THEME_STRINGS;
