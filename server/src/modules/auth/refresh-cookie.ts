// The refresh token's cookie (README, "How sessions are protected"): HttpOnly so page scripts never
// read it, SameSite=Strict so other sites cannot make the browser send it, scoped to /api/auth so
// it travels only to the calls that use it, Secure whenever the app is served over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.ts';

export const refreshCookieName = 'oncourse_refresh';

function cookieOptions(config: Pick<Config, 'appUrl'>): CookieSerializeOptions {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.appUrl.startsWith('https:'),
  };
}

/** Sets the refresh token cookie for REFRESH_TOKEN_TTL seconds. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Pick<Config, 'appUrl' | 'refreshTokenTtl'>,
  token: string,
): void {
  reply.setCookie(refreshCookieName, token, { ...cookieOptions(config), maxAge: config.refreshTokenTtl });
}

/** Clears the cookie (same path and flags, or browsers keep it). */
export function clearRefreshCookie(reply: FastifyReply, config: Pick<Config, 'appUrl'>): void {
  reply.clearCookie(refreshCookieName, cookieOptions(config));
}

/** The refresh token a call presents: the body's, else the cookie's (COMMON.md, auth). */
export function presentedRefreshToken(request: FastifyRequest, fromBody: string | undefined): string | null {
  const token = fromBody ?? request.cookies[refreshCookieName];
  return token && token.length <= 200 ? token : null;
}
