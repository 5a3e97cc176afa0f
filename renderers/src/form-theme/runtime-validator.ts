import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { FORM_VALIDATOR_OPTIONS } from './form-validators.ts';

let runtimeValidator: ValidatorType | undefined;

/**
 * ajv compiling each schema in the browser (every format, FORM_VALIDATOR_OPTIONS): for stories and
 * tests. It needs 'unsafe-eval'; the app passes precompiled validators (precompiledFormValidator).
 */
export function runtimeFormValidator<T = unknown>(): ValidatorType<T> {
  runtimeValidator ??= customizeValidator({ ajvOptionsOverrides: { ...FORM_VALIDATOR_OPTIONS } });
  return runtimeValidator as ValidatorType<T>;
}
