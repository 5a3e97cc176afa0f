import type { Refusal, RefusalOutcome } from '../../forms/useSubmit';

/** What the console's refusals mean to staff, by the catalogue's code (docs/programme-console.md#errors). */
const CODE_KEYS: Record<string, string> = {
  INCORRECT_DATE_ORDER: 'console.errors.endsBeforeStart',
  REQUIRED_FIELD_MISSING: 'errors.required',
  BELOW_MIN_VALUE: 'errors.required',
  INCORRECT_FORMAT: 'errors.invalidFormat',
  INVALID_RESOURCE: 'console.errors.unknownCountry',
  NOT_UNIQUE: 'console.errors.tournamentTaken',
  NOT_FOUND: 'console.errors.gone',
};

/**
 * A console form's refusal shown where it belongs: on the field the server names (`title.en`,
 * `maintenanceDuration`) or above the form; what was typed stays in the form either way.
 */
export function consoleRefusal({ detail }: Refusal): RefusalOutcome | undefined {
  const key = detail ? CODE_KEYS[detail.code] : undefined;
  if (!key) return undefined;
  return detail?.field ? { field: detail.field, key } : { key };
}
