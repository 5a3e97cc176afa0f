// The refresh token's cookie (README, "How sessions are protected"): HttpOnly so page scripts never
// read it, SameSite=Strict so other sites cannot make the browser send it, scoped to /api/auth so
// it travels only to the calls that use it, Secure whenever the app is served over HTTPS. The
// service returns these as results; the HTTP layer writes the Set-Cookie headers.
import type { Config } from '../../config.ts';
import type { ResponseCookie } from '../../core/context.ts';

export const refreshCookieName = 'oncourse_refresh';

function cookieFlags(config: Pick<Config, 'appUrl'>) {
  return {
    name: refreshCookieName,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.appUrl.startsWith('https:'),
  };
}

/** The refresh token cookie, kept for REFRESH_TOKEN_TTL seconds. */
export function refreshCookie(
  config: Pick<Config, 'appUrl' | 'refreshTokenTtl'>,
  token: string,
): ResponseCookie {
  return { ...cookieFlags(config), value: token, maxAge: config.refreshTokenTtl };
}

/** Clears the cookie (same path and flags, or browsers keep it). */
export function clearedRefreshCookie(config: Pick<Config, 'appUrl'>): ResponseCookie {
  return { ...cookieFlags(config), value: null };
}

/** The refresh token a call presents: the body's, else the cookie's (docs/security-operations.md#sessions). */
export function presentedRefreshToken(
  cookies: Readonly<Record<string, string | undefined>>,
  fromBody: string | undefined,
): string | null {
  const token = fromBody ?? cookies[refreshCookieName];
  return token && token.length <= 200 ? token : null;
}
