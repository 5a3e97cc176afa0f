import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';

import { decimalsMessage, notNumberMessage } from '../numbers/messages.ts';
import { stepDecimals } from '../numbers/numberText.ts';
import { FORM_THEME_STRINGS } from './strings.ts';
import type { FormThemeStringKey } from './strings.ts';
import { englishTranslate, interpolate, isMessageRef, translateRef, withInterpolation } from './translate.ts';
import type { MessageRef, Translate, TranslateValues } from './translate.ts';
import { onCourseOptions, uiSchemaAt } from './uiOptions.ts';
import type { OnCourseUiOptions } from './uiOptions.ts';

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
    errors.map((error) => {
      const message = messageFor(error, onCourseOptions(uiSchemaAt(uiSchema, error.property)), t, locale);
      return { ...error, message, stack: message };
    });
}

interface Rule {
  key: FormThemeStringKey;
  values?: TranslateValues;
  /** A field option that replaces the default text for this error. */
  override?: MessageRef | undefined;
}

function messageFor(
  error: RJSFValidationError,
  options: OnCourseUiOptions,
  t: Translate,
  locale: string,
): string {
  const rule = ruleFor(error, options, locale);
  if (!rule) return error.message ?? '';
  const custom = options.errorMessages?.[error.name ?? ''] ?? rule.override;
  const fallback = FORM_THEME_STRINGS[rule.key];
  if (isMessageRef(custom)) return translateRef(t, custom, interpolate(fallback, rule.values), rule.values);
  return t(rule.key, fallback, rule.values);
}

// ajv's params are untyped (`any` in RJSF's type); read them through this narrow view.
interface AjvParams {
  limit?: number;
  format?: string;
  allowedValue?: unknown;
  multipleOf?: number;
  type?: string;
}

/** A step of 1, 0.1, 0.01 …: its rule is a number of decimals, said as such. */
function isDecimalStep(step: number): boolean {
  const decimals = stepDecimals(step);
  return Number((10 ** -decimals).toFixed(decimals)) === step;
}

function ruleFor(error: RJSFValidationError, options: OnCourseUiOptions, locale: string): Rule | undefined {
  const params = (error.params ?? {}) as AjvParams;
  const required: Rule = { key: 'errors.required', override: options.requiredMessage };
  switch (error.name) {
    case 'required':
      return required;
    case 'const':
      return params.allowedValue === true ? required : { key: 'errors.invalidOption' };
    case 'minItems':
      return params.limit === 1 ? required : { key: 'errors.minItems', values: { min: params.limit ?? 0 } };
    case 'format':
      if (params.format === 'email') return { key: 'errors.emailInvalid' };
      if (params.format === 'date') return { key: 'errors.dateInvalid' };
      return { key: 'errors.invalidFormat', override: options.patternMessage };
    case 'pattern':
      return { key: 'errors.invalidFormat', override: options.patternMessage };
    case 'maxLength':
      return { key: 'errors.maxLength', values: { max: params.limit ?? 0 } };
    case 'minLength':
      return { key: 'errors.minLength', values: { min: params.limit ?? 0 } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'errors.minimum', values: { min: params.limit ?? 0 } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'errors.maximum', values: { max: params.limit ?? 0 } };
    case 'multipleOf':
      // The number input reports more decimals than a field keeps unrounded; this says how many it keeps.
      if (params.multipleOf !== undefined && isDecimalStep(params.multipleOf))
        return decimalsMessage(locale, stepDecimals(params.multipleOf));
      return { key: 'errors.multipleOf', values: { step: params.multipleOf ?? 1 } };
    case 'enum':
      return { key: 'errors.invalidOption' };
    case 'type':
      // A number field holds the typed text when the number input could not read it.
      if (params.type === 'number') return notNumberMessage(locale, null);
      if (params.type === 'integer') return notNumberMessage(locale, 0);
      return { key: 'errors.invalidFormat' };
    default:
      return undefined;
  }
}
