// The part of a form schema its compiled validator depends on, kept apart from the validator class so
// the light form (app/src/forms/light) finds its compiled function without loading RJSF's validator.

const PRESENTATION = new Set(['title', 'description']);

const isOptionList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && 'const' in (item as object));

/**
 * The part of a schema that validation depends on: titles and descriptions dropped, and `oneOf`
 * or `anyOf` lists of `{ const }` options (dropdowns, radios) left out.
 */
export function validationShape<S>(schema: S): S {
  if (Array.isArray(schema)) return schema.map((item: unknown) => validationShape(item)) as S;
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (PRESENTATION.has(key) && typeof value === 'string') continue;
    if ((key === 'oneOf' || key === 'anyOf') && isOptionList(value)) continue;
    result[key] = validationShape(value);
  }
  return result as S;
}
