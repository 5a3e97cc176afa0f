// One id per request, carried across servers: a load balancer's (or client's) X-Request-Id is kept
// when it looks like an id, otherwise a new one is made; every log line of the request carries it
// (reqId) and the response echoes it, so a user's report can be matched to the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids from outside are kept only when short and plain, so they cannot forge or flood log lines. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when acceptable, a new UUID otherwise. */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && acceptable.test(value) ? value : randomUUID();
}

/** Echoes the request id on every response, errors included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
