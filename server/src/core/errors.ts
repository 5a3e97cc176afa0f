import { errorCatalogue, type ErrorCode } from '@oncourse/openapi';
import type { ResponseCookie } from './context.ts';

export type { ErrorCode };

/** Catalogue name → number, from the contract's catalogue (docs/errors.md#catalogue, plus NOT_FOUND and TOO_MANY_REQUESTS). */
export const errorNumbers = Object.fromEntries(
  Object.entries(errorCatalogue).map(([code, entry]) => [code, entry.number]),
) as Record<ErrorCode, number>;

/** The body of every failure under /api (docs/api.md#conventions). */
export interface ErrorBody {
  ok: false;
  status: number;
  data: { field: string | null; code: ErrorCode; number: number; message: string };
}

/** A failure the client is meant to see: HTTP status, catalogue code, message and the offending field. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | null;
  /** Cookies the answer sets or clears although the call failed (a refused session clears its cookie). */
  cookies: readonly ResponseCookie[] = [];

  constructor(status: number, code: ErrorCode, message: string, field: string | null = null) {
    super(message);
    this.statusCode = status;
    this.code = code;
    this.field = field;
  }

  /** The same failure, answered with these cookies set or cleared. */
  withCookies(cookies: readonly ResponseCookie[]): this {
    this.cookies = cookies;
    return this;
  }

  toBody(): ErrorBody {
    return {
      ok: false,
      status: this.statusCode,
      data: { field: this.field, code: this.code, number: errorNumbers[this.code], message: this.message },
    };
  }
}

/** 400 with any catalogue code: the request itself is wrong. */
export const badRequest = (code: ErrorCode, message: string, field: string | null = null) =>
  new AppError(400, code, message, field);

/** 401 with the exact message the app refreshes its token on (docs/accounts.md#behaviour). */
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'INVALID_CREDENTIALS', message);

/** 403: the caller may not touch this resource. */
export const forbidden = (message = 'You do not have access to this resource', field: string | null = null) =>
  new AppError(403, 'FORBIDDEN_RESOURCE', message, field);

/** 404: unknown route or resource. */
export const notFound = (message = 'Not found', field: string | null = null) =>
  new AppError(404, 'NOT_FOUND', message, field);

/** 409 NOT_UNIQUE on a field (duplicate e-mail, organisation title). */
export const notUnique = (field: string, message: string) => new AppError(409, 'NOT_UNIQUE', message, field);

/** 422: well-formed but breaks a rule; defaults to UNPROCESSABLE_ENTITY. */
export const unprocessable = (
  message: string,
  field: string | null = null,
  code: ErrorCode = 'UNPROCESSABLE_ENTITY',
) => new AppError(422, code, message, field);

/** 413 FILE_TOO_LARGE. */
export const fileTooLarge = (field: string | null = null, message = 'The file is too large') =>
  new AppError(413, 'FILE_TOO_LARGE', message, field);

/** 429 TOO_MANY_REQUESTS. */
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message);

/**
 * 501 for a contract operation no module handles yet. Deliberately no new catalogue code: the
 * code is INTERNAL_SERVER_ERROR (number 500) with HTTP status 501 and the message naming the
 * operationId, so the app treats it as a server-side gap, never as the caller's mistake.
 */
export const notImplemented = (operationId: string) =>
  new AppError(501, 'INTERNAL_SERVER_ERROR', `Not implemented yet: ${operationId}`);

/** 500 with a generic message; the cause is logged, never sent. */
export const internalError = () =>
  new AppError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again later.');
