// Methods a path does not have (docs/api.md#conventions): on a path of the contract, 405 with the
// methods it has in `Allow`; on any other path, 404 before a body is read.
import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '@oncourse/openapi';
import { AppError, notFound } from '../core/errors.ts';
import { isApiPath } from './api-path.ts';

/** Each contract URL with the methods its operations answer (HEAD wherever GET is). */
function methodsByUrl(operations: readonly ContractOperation[]): Map<string, Set<string>> {
  const byUrl = new Map<string, Set<string>>();
  for (const operation of operations) {
    const methods = byUrl.get(operation.url) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    byUrl.set(operation.url, methods);
  }
  return byUrl;
}

/**
 * Registers, for every path of the contract, the methods Fastify knows that the path lacks
 * (TRACE, QUERY, OPTIONS included), answering 405 with `Allow` from onRequest, before any body is
 * parsed. A request for a path nothing serves, other than GET and HEAD (which the app's SPA
 * fallback answers), gets its 404 at the same point: a QUERY without a Content-Type or a POST of
 * broken JSON to an unknown path is not found, not malformed.
 */
export function answerMethodsNotAllowed(
  app: FastifyInstance,
  operations: readonly ContractOperation[],
): void {
  for (const [url, methods] of methodsByUrl(operations)) {
    const allow = [...methods].sort().join(', ');
    const lacking = app.supportedMethods.filter((method) => !methods.has(method));
    if (lacking.length === 0) continue;
    app.route({
      method: lacking,
      url,
      exposeHeadRoute: false,
      onRequest: async (request, reply) => {
        reply.header('allow', allow);
        throw new AppError(
          405,
          'NOT_FOUND',
          `${request.method} is not a method of this path; it has ${allow}`,
        );
      },
      handler: async () => undefined,
    });
  }
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    // A page's own form posted before its script ran goes on to the app's fallback (http/static.ts).
    const pagePost =
      request.method === 'POST' &&
      !isApiPath(path) &&
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD' && !pagePost) {
      throw notFound(`No route for ${request.method} ${request.url.split('?')[0] ?? '/'}`);
    }
  });
}
