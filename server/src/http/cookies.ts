// Turns the cookies a service returns (core/context.ts ResponseCookie) into Set-Cookie headers.
import type { FastifyReply } from 'fastify';
import type { ResponseCookie } from '../core/context.ts';

/** Sets or clears each cookie on the reply (@fastify/cookie writes the Set-Cookie headers). */
export function writeCookies(reply: FastifyReply, cookies: readonly ResponseCookie[]): void {
  for (const { name, value, maxAge, ...flags } of cookies) {
    if (value === null) reply.clearCookie(name, flags);
    else reply.setCookie(name, value, maxAge === undefined ? flags : { ...flags, maxAge });
  }
}
