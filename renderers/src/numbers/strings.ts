/**
 * The number input's own messages, with their English. They sit in the form theme's catalogue
 * (FORM_THEME_STRINGS spreads them in), so RJSF validation names a problem in the same words the
 * input used, and the question renderers read them through their context's `text`.
 */
export const NUMBER_STRINGS = {
  'errors.notNumber': 'Enter a number, for example {{example}}',
  'errors.notWholeNumber': 'Enter a whole number, for example {{example}}',
  'errors.decimals': 'Enter at most {count, plural, one {# decimal place} other {# decimal places}}',
  'errors.noMinus': 'Enter a number of 0 or more: amounts can’t be negative',
} as const;

export type NumberStringKey = keyof typeof NUMBER_STRINGS;
