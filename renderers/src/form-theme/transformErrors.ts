import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';

import { decimalsMessage, notNumberMessage } from '../numbers/messages.ts';
import { stepDecimals } from '../numbers/numberText.ts';
import { errorMessage } from './errorMessage.ts';
import type { NumberRule } from './errorMessage.ts';
import { FORM_THEME_STRINGS } from './strings.ts';
import { englishTranslate, interpolate, withInterpolation } from './translate.ts';
import type { Translate } from './translate.ts';
import { onCourseOptions, uiSchemaAt } from './uiOptions.ts';

/** A translator, or a flat strings catalogue `{ key: text }` as the strings endpoint returns it. */
export type StringsSource = Translate | Readonly<Record<string, string>>;

/** Turns a catalogue or a translator into a translator that always fills placeholders. */
export function toTranslate(strings: StringsSource | undefined): Translate {
  if (strings === undefined) return englishTranslate;
  if (typeof strings === 'function') return withInterpolation(strings);
  return (key, fallback, values) => interpolate(strings[key] ?? fallback, values);
}

/**
 * Maps ajv's messages to the product's texts (docs/errors.md#form-rules): required → 'This field is required',
 * e-mail format → 'Enter a valid e-mail address', maxLength → 'Enter at most N characters', pattern → the field's
 * `patternMessage`, an unticked required checkbox (`const: true`) → its `requiredMessage`.
 */
export function transformErrors(strings?: StringsSource, locale = 'en'): ErrorTransformer {
  const t = toTranslate(strings);
  return (errors: RJSFValidationError[], uiSchema?: UiSchema) =>
    errors
      // A failed if/then comes with the `then` rule's own errors on their fields; the summary
      // ('must match "then" schema') names no field and says nothing a person can act on.
      .filter((error) => error.name !== 'if')
      .map((error) => {
        const options = onCourseOptions(uiSchemaAt(uiSchema, error.property));
        const message = errorMessage(error, options, t, locale, numberRule, FORM_THEME_STRINGS);
        return { ...error, message, stack: message };
      });
}

/** A step of 1, 0.1, 0.01 …: its rule is a number of decimals, said as such. */
function isDecimalStep(step: number): boolean {
  const decimals = stepDecimals(step);
  return Number((10 ** -decimals).toFixed(decimals)) === step;
}

/** The number field's texts: the decimals a field keeps, a number written the user's way. */
const numberRule: NumberRule = (error, params, locale) => {
  // The number input reports more decimals than a field keeps unrounded; this says how many it keeps.
  if (error.name === 'multipleOf' && params.multipleOf !== undefined && isDecimalStep(params.multipleOf))
    return decimalsMessage(locale, stepDecimals(params.multipleOf));
  // A number field holds the typed text when the number input could not read it.
  if (error.name === 'type' && params.type === 'number') return notNumberMessage(locale, null);
  if (error.name === 'type' && params.type === 'integer') return notNumberMessage(locale, 0);
  return undefined;
};
