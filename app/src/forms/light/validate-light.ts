import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Catalogue lookup with placeholder values, as the form theme's texts need. */
export type LightText = (key: string, values?: Record<string, string | number>) => string;

export type LightErrors = Record<string, string>;

// The same check ajv's "email" format makes, close enough for a sign-in field; the server decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function patternMessageKey(ui: UiSchema | undefined): string {
  const options = (ui?.['ui:options'] ?? {}) as { patternMessage?: unknown };
  return typeof options.patternMessage === 'string' ? options.patternMessage : 'errors.invalidFormat';
}

/**
 * Checks a flat form of text fields against the subset of JSON Schema the light form renders
 * (required, email format, maxLength, pattern), with the same texts as the form theme (docs/errors.md#form-rules).
 */
export function validateLight(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  data: Record<string, string>,
  t: LightText,
): LightErrors {
  const errors: LightErrors = {};
  const required = new Set(schema.required ?? []);
  for (const [name, definition] of Object.entries(schema.properties ?? {})) {
    if (typeof definition !== 'object') continue;
    const value = (data[name] ?? '').trim();
    if (value === '') {
      if (required.has(name)) errors[name] = t('errors.required');
      continue;
    }
    if (definition.format === 'email' && !EMAIL.test(value)) errors[name] = t('errors.emailInvalid');
    else if (definition.maxLength !== undefined && value.length > definition.maxLength) {
      errors[name] = t('errors.maxLength', { max: definition.maxLength });
    } else if (definition.pattern && !new RegExp(definition.pattern, 'u').test(data[name] ?? '')) {
      errors[name] = t(patternMessageKey(uiSchema[name] as UiSchema | undefined));
    }
  }
  return errors;
}
