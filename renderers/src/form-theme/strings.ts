import { NUMBER_STRINGS } from '../numbers/strings.ts';

/**
 * Every catalogue key the form theme reads, with its English text. The app merges these into
 * `fixtures/strings/<lang>.json`; the theme falls back to the English here when a key is missing.
 * Texts marked by spec section are verbatim (spec 000 §5, 001 §5).
 */
export const FORM_THEME_STRINGS = {
  ...NUMBER_STRINGS,
  'errors.required': 'This field is required', // 000 §5
  'errors.formInvalid': 'Please check the form and correct the missing fields', // 000 §5, 001 §5
  'errors.emailInvalid': 'Email not valid', // 000 §5
  'errors.maxLength': 'Maximum {{max}} characters',
  'errors.minLength': 'Minimum {{min}} characters',
  'errors.invalidFormat': 'Invalid format',
  'errors.dateInvalid': 'Enter a valid date',
  'errors.dateInFuture': 'The date cannot be in the future',
  'errors.minimum': 'The lowest allowed value is {{min}}',
  'errors.maximum': 'The highest allowed value is {{max}}',
  'errors.multipleOf': 'Use steps of {{step}}',
  'errors.invalidOption': 'Choose one of the offered options',
  'errors.minItems': 'Choose at least {{min}}',
  'form.submit': 'Submit',
  'form.busy': 'Please wait',
  'form.selectPlaceholder': 'Select…',
  'form.noMatches': 'No matches',
  'form.optional': '(optional)',
  'form.charactersRemaining': '{{count}} characters remaining',
  'form.charactersRemainingOne': '{{count}} character remaining',
  'form.charactersTooMany': '{{count}} characters too many',
  'form.charactersTooManyOne': '{{count}} character too many',
  'form.showPassword': 'Show password',
  'form.hidePassword': 'Hide password',
  'form.show': 'Show',
  'form.hide': 'Hide',
  'form.opensInNewTab': '(opens in a new tab)',
} as const;

export type FormThemeStringKey = keyof typeof FORM_THEME_STRINGS;
