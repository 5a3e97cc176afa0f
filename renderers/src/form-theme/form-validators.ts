// Form validation without code generated in the browser: ajv compiles each form's schema at build
// time (standalone code, app/scripts/compile-form-validators.ts), so the app's CSP needs no
// 'unsafe-eval'. The precompiled functions are found by the schema's *validation shape*: the
// schema without what only presents it (titles, descriptions) and without option lists (a select
// offers only its options; the server checks membership), so one compiled function serves every
// language and every list of countries or languages the server sends.
import { deepEquals, hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import { validationShape } from './validation-shape.ts';

export { validationShape } from './validation-shape.ts';

type ValidateFunction = ValidatorFunctions[string];

/**
 * The ajv options of every form validator, compiled or not: a multipleOf precision, so 0.3 counts
 * as a multiple of 0.1 despite floating point (number fields step 0.1 and 0.01, docs/reviews.md#input-rules).
 */
export const FORM_VALIDATOR_OPTIONS = { multipleOfPrecision: 8 } as const;

/** A one-option schema (`{ const }`) needs no compiled code: RJSF asks it while matching options. */
function constantCheck(shape: RJSFSchema): ValidateFunction | null {
  const keys = Object.keys(shape);
  if (keys.length !== 1 || keys[0] !== 'const') return null;
  const check = ((data: unknown) => {
    const valid = deepEquals(data, shape.const);
    check.errors = valid ? null : [];
    return valid;
  }) as ValidateFunction;
  check.errors = null;
  return check;
}

class ShapePrecompiledValidator extends AJV8PrecompiledValidator {
  /** By validation shape, not the exact schema: titles and option lists come at run time. */
  override getValidator(schema: RJSFSchema): ValidateFunction {
    const shape = validationShape(schema);
    const compiled = this.validateFns[hashForSchema(shape)] ?? constantCheck(shape);
    if (!compiled) {
      throw new Error(
        `No precompiled validator for the form schema "${schema.title ?? '(untitled)'}": add the form to ` +
          'app/src/forms/validated-forms.ts and run npm run generate -w app',
      );
    }
    return compiled;
  }

  /** The root was already matched by shape in getValidator. */
  override ensureSameRootSchema(): boolean {
    return true;
  }
}

/**
 * A validator for one form from the precompiled functions; throws at once when the form's schema
 * was not compiled, so a missing form fails its first test rather than a user's submit.
 */
export function precompiledFormValidator<T = unknown>(
  validateFns: ValidatorFunctions,
  schema: RJSFSchema,
): ValidatorType<T> {
  return new ShapePrecompiledValidator(validateFns, schema) as unknown as ValidatorType<T>;
}
