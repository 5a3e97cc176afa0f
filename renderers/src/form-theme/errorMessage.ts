import type { RJSFValidationError } from '@rjsf/utils';

import type { FormThemeStringKey } from './strings.ts';
import { interpolate, isMessageRef, translateRef } from './translate.ts';
import type { MessageRef, Translate, TranslateValues } from './translate.ts';
import type { OnCourseUiOptions } from './uiOptions.ts';

/** An error as the texts need it: ajv's keyword as `name`, and ajv's `params`. */
export type SchemaError = Pick<RJSFValidationError, 'name' | 'params' | 'message'>;

/** A catalogue text for an error, with its placeholder values. */
export interface Rule {
  key: FormThemeStringKey;
  values?: TranslateValues;
  /** A field option that replaces the default text for this error. */
  override?: MessageRef | undefined;
}

// ajv's params are untyped (`any` in RJSF's type); read them through this narrow view.
export interface AjvParams {
  limit?: number;
  format?: string;
  allowedValue?: unknown;
  multipleOf?: number;
  type?: string;
}

/**
 * The number field's own texts (decimals kept, a number written in the user's locale), given by
 * transformErrors; without it, as in the light form, which draws no number field, the generic ones.
 */
export type NumberRule = (error: SchemaError, params: AjvParams, locale: string) => Rule | undefined;

/**
 * The product's text for one schema error on a field with these options (docs/errors.md#form-rules):
 * the RJSF theme (transformErrors) and the light form (app/src/forms/light) say the same through it.
 * `fallbacks` are the English texts for a catalogue without the key (the theme's FORM_THEME_STRINGS;
 * the light form's catalogue has them all, so it spares the download).
 */
export function errorMessage(
  error: SchemaError,
  options: OnCourseUiOptions,
  t: Translate,
  locale: string,
  numberRule?: NumberRule,
  fallbacks: Partial<Record<FormThemeStringKey, string>> = {},
): string {
  const params = (error.params ?? {}) as AjvParams;
  const rule = numberRule?.(error, params, locale) ?? ruleFor(error, params, options);
  if (!rule) return error.message ?? '';
  const custom = options.errorMessages?.[error.name ?? ''] ?? rule.override;
  const fallback = fallbacks[rule.key] ?? rule.key;
  if (isMessageRef(custom)) return translateRef(t, custom, interpolate(fallback, rule.values), rule.values);
  return t(rule.key, fallback, rule.values);
}

function ruleFor(error: SchemaError, params: AjvParams, options: OnCourseUiOptions): Rule | undefined {
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
      return { key: 'errors.multipleOf', values: { step: params.multipleOf ?? 1 } };
    case 'enum':
      return { key: 'errors.invalidOption' };
    case 'type':
      return { key: 'errors.invalidFormat' };
    default:
      return undefined;
  }
}

/** An empty field: a required value, a required tick (`const: true`) or a list that needs one choice. */
export function isMissingError(error: Pick<RJSFValidationError, 'name' | 'params'>): boolean {
  const params = (error.params ?? {}) as { allowedValue?: unknown; limit?: number };
  if (error.name === 'required') return true;
  if (error.name === 'const') return params.allowedValue === true;
  if (error.name === 'minItems') return params.limit === 1;
  return false;
}
