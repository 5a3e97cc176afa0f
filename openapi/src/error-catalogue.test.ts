// One error catalogue: the contract's ErrorCode enum, its documented name → number table, the
// exported `errorCatalogue` and the engine's validation numbers all agree with docs/errors.md#catalogue.
import { ERROR_NUMBERS } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, openapiDocument } from './index.ts';

/**
 * docs/errors.md#catalogue, verbatim: the original catalogue plus NOT_FOUND, TOO_MANY_REQUESTS and the
 * certification case's two conflicts.
 */
const COMMON_CATALOGUE = {
  REQUIRED_FIELD_MISSING: 101,
  NOT_UNIQUE: 102,
  INCORRECT_DATE_ORDER: 103,
  BELOW_MIN_VALUE: 104,
  ABOVE_MAX_VALUE: 105,
  DUPLICATED_VALUE: 106,
  NOT_ARRAY_VALUE: 107,
  JSON_PARSE_ERROR: 108,
  UNKNOWN_ENUM_VALUE: 109,
  FORBIDDEN_RESOURCE: 110,
  INVALID_RESOURCE: 111,
  INCORRECT_FORMAT: 112,
  INACTIVE_RESOURCE: 114,
  FILE_TOO_LARGE: 120,
  INVALID_CREDENTIALS: 401,
  PASSWORD_COMPLEXITY: 402,
  UNPROCESSABLE_ENTITY: 422,
  INTERNAL_SERVER_ERROR: 500,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  TRANSITION_NOT_ALLOWED: 130,
  VERSION_CONFLICT: 131,
};

const errorCode = openapiDocument.components.schemas?.ErrorCode as { enum: string[]; description: string };

describe('error catalogue', () => {
  it('exports every code of the catalogue (docs/errors.md#catalogue) with its number', () => {
    const numbers = Object.fromEntries(
      Object.entries(errorCatalogue).map(([code, entry]) => [code, entry.number]),
    );
    expect(numbers).toEqual(COMMON_CATALOGUE);
  });

  it('lists exactly those codes in the contract enum', () => {
    expect([...errorCode.enum].sort()).toEqual(Object.keys(COMMON_CATALOGUE).sort());
  });

  it('documents the same numbers in the enum description table', () => {
    const rows = [...errorCode.description.matchAll(/^\| ([A-Z_]+) \| (\d+) \|/gm)];
    expect(Object.fromEntries(rows.map((row) => [row[1], Number(row[2])]))).toEqual(COMMON_CATALOGUE);
  });

  it('agrees with the numbers the engine puts on answer validation errors', () => {
    for (const [code, number] of Object.entries(ERROR_NUMBERS)) {
      expect(errorCatalogue[code as keyof typeof errorCatalogue].number, code).toBe(number);
    }
  });

  it("sends 'Unauthorized' by default for INVALID_CREDENTIALS, the message the app renews its token on", () => {
    expect(errorCatalogue.INVALID_CREDENTIALS.defaultMessage).toBe('Unauthorized');
    expect(errorCatalogue.INTERNAL_SERVER_ERROR.defaultMessage).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
