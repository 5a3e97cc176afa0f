// Requests Node's HTTP parser refuses (a request line or headers over the limit, a malformed request,
// one that never finished arriving) never reach Fastify's routing, hooks or error handler: Fastify
// writes its own body straight to the socket. This answers them in the catalogue's error shape with
// the security headers all the same (docs/api.md#conventions).
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { ApplySecurityHeaders } from './security-headers.ts';

/** The catalogue error for a parser failure: 431 headers too large, 408 too slow, else 400. */
export function clientError(code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(431, 'ABOVE_MAX_VALUE', 'The request line or headers are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(408, 'INCORRECT_FORMAT', 'The request did not arrive in time');
    default:
      return new AppError(400, 'INCORRECT_FORMAT', 'The request is malformed');
  }
}

/** The headers `apply` would set on a response, collected into a list (there is no response object here). */
function collectHeaders(apply: ApplySecurityHeaders): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return response;
    },
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  // The request's path is unknown (it failed to parse): answer as for /api, never cached.
  apply({ url: '/api', headers: {} } as IncomingMessage, response as unknown as ServerResponse);
  return [...headers];
}

/** Fastify's `clientErrorHandler`: the catalogue body and the security headers, then the connection closes. */
export function clientErrorHandler(
  applySecurityHeaders: ApplySecurityHeaders,
): (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) => void {
  const securityHeaderLines = collectHeaders(applySecurityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function handleClientError(error, socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const appError = clientError(error.code);
    this.log.debug({ err: error, statusCode: appError.statusCode }, 'request refused by the HTTP parser');
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const body = JSON.stringify(appError.toBody());
    socket.end(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode] ?? 'Error'}\r\n` +
        securityHeaderLines +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  };
}
