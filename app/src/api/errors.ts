import type { Schemas } from '@oncourse/openapi';

export type ErrorDetail = Schemas['ErrorDetail'];

/** The catalogue key of the generic failure text (docs/accounts.md#errors). */
export const GENERIC_ERROR_KEY = 'errors.generic';

/** Reads the `data` of an error answer (docs/api.md#conventions error shape); anything else yields null. */
export function errorDetail(error: unknown): ErrorDetail | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const detail = data as Partial<ErrorDetail>;
  return typeof detail.code === 'string' ? (detail as ErrorDetail) : null;
}

/**
 * The sign-in failure text for an answer's status (docs/accounts.md#errors): 401 wrong details, 403 refused
 * (on the tournament sign-in: no tournament for this account), 400 malformed details.
 */
export function loginErrorKey(status: number, isTournamentLogin: boolean): string {
  switch (status) {
    case 400:
      return 'errors.login.incorrect';
    case 401:
      return 'errors.login.unauthorized';
    case 403:
      return isTournamentLogin ? 'errors.login.noTournament' : 'errors.login.forbidden';
    case 429:
      return 'errors.tooManyRequests';
    default:
      return GENERIC_ERROR_KEY;
  }
}

/** True for the server's refusal of a weak password: 422 on field `password` with PASSWORD_COMPLEXITY (docs/accounts.md#errors). */
export function isPasswordComplexityError(status: number, detail: ErrorDetail | null): boolean {
  return status === 422 && detail?.field === 'password' && detail.code === 'PASSWORD_COMPLEXITY';
}

/** True when the server says an e-mailed token is unknown or spent (422 on field `token`). */
export function isInvalidTokenError(status: number, detail: ErrorDetail | null): boolean {
  return status === 422 && detail?.field === 'token';
}

/** True for a registration with an address already in use: 409 NOT_UNIQUE on `email_address` (docs/accounts.md#errors). */
export function isDuplicateEmailError(status: number, detail: ErrorDetail | null): boolean {
  return (
    detail?.code === 'NOT_UNIQUE' && detail.field === 'email_address' && (status === 409 || status === 400)
  );
}
