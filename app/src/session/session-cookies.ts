import { deleteCookie, readCookie, readJsonCookie, writeCookie } from './cookies';
import type { ActiveOrganisation, Session, SessionUser } from './types';

export const USER_COOKIE = 'oncourse_user';
export const ORGANISATION_COOKIE = 'oncourse_organisation';
export const ACCESS_TOKEN_COOKIE = 'oncourse_access_token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSessionUser(value: unknown): value is SessionUser {
  return isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string';
}

function isActiveOrganisation(value: unknown): value is ActiveOrganisation {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    (value.type === 'FACILITY' || value.type === 'TOURNAMENT') &&
    Array.isArray(value.activities)
  );
}

/** Restores the session a reload left behind; any missing piece means signed out (docs/accounts.md#what-is-stored). */
export function readSessionCookies(): Session | null {
  const user = readJsonCookie(USER_COOKIE, isSessionUser);
  const accessToken = readCookie(ACCESS_TOKEN_COOKIE);
  if (!user || !accessToken) return null;
  return { user, accessToken, organisation: readJsonCookie(ORGANISATION_COOKIE, isActiveOrganisation) };
}

/** Mirrors the session into cookies at path / so a reload keeps it; null clears them all. */
export function writeSessionCookies(session: Session | null): void {
  if (!session) {
    for (const name of [USER_COOKIE, ORGANISATION_COOKIE, ACCESS_TOKEN_COOKIE]) deleteCookie(name);
    return;
  }
  writeCookie(USER_COOKIE, JSON.stringify(session.user));
  writeCookie(ACCESS_TOKEN_COOKIE, session.accessToken);
  if (session.organisation) writeCookie(ORGANISATION_COOKIE, JSON.stringify(session.organisation));
  else deleteCookie(ORGANISATION_COOKIE);
}
