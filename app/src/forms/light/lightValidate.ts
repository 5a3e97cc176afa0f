import { errorMessage, type Translate } from '@oncourse/renderers/form-light';
import type { CustomValidator, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** One problem of a field: its text and ajv's keyword (none for a form rule such as a retyped password). */
export interface LightProblem {
  message: string;
  keyword?: string;
  params?: unknown;
}

/** The problems per field, in the order of the form's fields. */
export type LightProblems = Record<string, LightProblem[]>;

/** A form's compiled ajv function (app/src/forms/light/validators/<group>.gen.js). */
export type Compiled = ValidatorFunctions[string];

/** The field an ajv error belongs to: the missing property, or the first step of its path. */
function fieldOf(error: { instancePath: string; keyword: string; params: Record<string, unknown> }): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string')
    return error.params.missingProperty;
  // A JSON Pointer: '~1' stands for '/', '~0' for '~'.
  return (error.instancePath.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** RJSF's `FormValidation` for a flat form: one `addError` per field, collecting texts. */
function formValidation(names: readonly string[]) {
  const collected: Record<string, string[]> = {};
  const node = (name: string) => {
    const errors: string[] = (collected[name] = []);
    return { __errors: errors, addError: (message: string) => void errors.push(message) };
  };
  const validation: Record<string, unknown> = { ...node('') };
  for (const name of names) validation[name] = node(name);
  return { validation, collected };
}

interface ValidateLightInput<TData> {
  compiled: Compiled;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The data as RJSF would hold it: fields left empty are absent (submittedData). */
  data: Record<string, unknown>;
  t: Translate;
  locale: string;
  customValidate?: CustomValidator<TData> | undefined;
}

/**
 * Validates the data with the compiled function and the form's own rule (`customValidate`, the
 * same function the RJSF theme is given), with the theme's texts (docs/errors.md#form-rules).
 */
export function validateLight<TData>({
  compiled,
  schema,
  uiSchema,
  data,
  t,
  locale,
  customValidate,
}: ValidateLightInput<TData>): LightProblems {
  const problems: LightProblems = {};
  const add = (field: string, problem: LightProblem) => (problems[field] ??= []).push(problem);
  compiled(data);
  for (const error of compiled.errors ?? []) {
    const field = fieldOf(error);
    const ui = uiSchema[field] as UiSchema | undefined;
    const options = (ui?.['ui:options'] ?? {}) as Parameters<typeof errorMessage>[1];
    const { keyword, params } = error;
    const message = errorMessage({ name: keyword, params, message: error.message }, options, t, locale);
    add(field, { message, keyword, params });
  }
  if (customValidate) {
    const { validation, collected } = formValidation(Object.keys(schema.properties ?? {}));
    customValidate(
      data as TData,
      validation as unknown as FormValidation<TData>,
      uiSchema as UiSchema<TData>,
    );
    for (const [field, messages] of Object.entries(collected))
      for (const message of messages) add(field, { message });
  }
  return problems;
}
