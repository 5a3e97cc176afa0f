import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, badRequest, fileTooLarge, internalError, type ErrorCode } from '../core/errors.ts';
import { ajvErrorToAppError } from './validation.ts';
import { writeCookies } from './cookies.ts';
import type { ErrorObject } from 'ajv/dist/2020.js';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'INCORRECT_FORMAT',
  401: 'INVALID_CREDENTIALS',
  403: 'FORBIDDEN_RESOURCE',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'INCORRECT_FORMAT',
  409: 'NOT_UNIQUE',
  411: 'INCORRECT_FORMAT',
  413: 'FILE_TOO_LARGE',
  414: 'ABOVE_MAX_VALUE',
  415: 'INCORRECT_FORMAT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Maps anything thrown while serving a request to the error shape: our AppErrors as they are,
 * Fastify's and its plugins' client errors to the catalogue (never a 5xx for bad input), and
 * everything else to a generic 500.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError> & { validation?: ErrorObject[] };
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('JSON_PARSE_ERROR', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fileTooLarge(null, 'The request body is too large');
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge('file');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return fileTooLarge(null, 'The upload has too many parts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'INCORRECT_FORMAT', 'Unsupported content type');
    default:
      break;
  }
  if (Array.isArray(fastifyError.validation)) {
    return ajvErrorToAppError(fastifyError.validation, 'body');
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'INVALID_RESOURCE';
    return new AppError(status, code, fastifyError.message || 'Bad request');
  }
  return internalError();
}

/** Installs the error handler that answers every failure in the error shape (docs/api.md#conventions). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, `${request.method} ${request.url} failed`);
    } else {
      request.log.debug({ code: appError.code, field: appError.field }, appError.message);
    }
    // Rate-limit headers (retry-after) stay on the reply; a refusal may clear a cookie.
    writeCookies(reply, appError.cookies);
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(appError.toBody());
  });
}
