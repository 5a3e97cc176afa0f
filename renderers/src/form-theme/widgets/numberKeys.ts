import type { RJSFSchema } from '@rjsf/utils';

import { stepDecimals } from '../../numbers/numberText.ts';

/**
 * The decimals a form field keeps: from its step (`ui:options.step`, else the schema's
 * `multipleOf`), none for integers, no limit for a number declaring neither.
 */
export function fieldDecimals(schema: RJSFSchema, step: number | undefined): number | null {
  if (schema.type === 'integer') return 0;
  const declared = step ?? schema.multipleOf;
  return declared === undefined ? null : stepDecimals(declared);
}
