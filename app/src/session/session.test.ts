import { describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '../test/fake-api';
import { SERVER_USER, summary, USER } from '../test/session';
import { createServices } from '../create-services';
import { chooseActiveOrganisation, hasActivities } from './active-organisation';
import { createAppStore, organisationsAtom, sessionAtom, setAccessTokenAtom } from './atoms';
import { readCookie, writeCookie } from './cookies';
import { ACCESS_TOKEN_COOKIE, ORGANISATION_COOKIE, USER_COOKIE } from './session-cookies';
import { startSession } from './sign-in';
import { signOut } from './sign-out';
import type { UserOrganisation } from './types';

const club = (id: number, name: string, type: UserOrganisation['type'] = 'FACILITY'): UserOrganisation => ({
  id,
  name,
  type,
  role: null,
  logoId: null,
  activities: [],
});

describe('session kept in cookies (docs/accounts.md#what-is-stored)', () => {
  it('restores user, organisation and access token after a reload', () => {
    const organisation = {
      id: 11,
      name: 'Green Hills',
      type: 'FACILITY' as const,
      activities: ['reviews'],
      logoId: null,
    };
    writeCookie(USER_COOKIE, JSON.stringify(USER));
    writeCookie(ORGANISATION_COOKIE, JSON.stringify(organisation));
    writeCookie(ACCESS_TOKEN_COOKIE, 'access-1');
    const store = createAppStore();
    expect(store.get(sessionAtom)).toEqual({ user: USER, organisation, accessToken: 'access-1' });
  });

  it('treats a missing token or a damaged user cookie as signed out', () => {
    writeCookie(USER_COOKIE, JSON.stringify(USER));
    expect(createAppStore().get(sessionAtom)).toBeNull();
    writeCookie(ACCESS_TOKEN_COOKIE, 'access-1');
    writeCookie(USER_COOKIE, '{not json');
    expect(createAppStore().get(sessionAtom)).toBeNull();
  });

  it('writes a renewed token back to its cookie and never stores a refresh token', () => {
    writeCookie(USER_COOKIE, JSON.stringify(USER));
    writeCookie(ACCESS_TOKEN_COOKIE, 'access-1');
    const store = createAppStore();
    store.set(setAccessTokenAtom, 'access-2');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBe('access-2');
    expect(document.cookie).not.toMatch(/refresh/i);
  });
});

describe('active organisation at sign-in (docs/organisations.md#behaviour)', () => {
  const list = [club(3, 'Alpha'), club(11, 'Green Hills'), club(20, 'Zeta')];

  it("is the user's saved organisation when it is in the list", () => {
    expect(chooseActiveOrganisation(11, list)?.id).toBe(11);
  });

  it('is the first organisation when the saved one is gone or unset', () => {
    expect(chooseActiveOrganisation(99, list)?.id).toBe(3);
    expect(chooseActiveOrganisation(null, list)?.id).toBe(3);
  });

  it('is none without organisations', () => {
    expect(chooseActiveOrganisation(11, [])).toBeNull();
  });

  it('menu checks need every activity asked for', () => {
    const organisation = {
      id: 1,
      name: 'A',
      type: 'FACILITY' as const,
      activities: ['main-dashboard' as const, 'reviews' as const],
      logoId: null,
    };
    expect(hasActivities(organisation, 'main-dashboard', 'reviews')).toBe(true);
    expect(hasActivities(organisation, 'improve')).toBe(false);
    expect(hasActivities(null, 'reviews')).toBe(false);
  });
});

describe('sign-in and sign-out', () => {
  it('starts the session with the saved organisation and keeps it across a reload', async () => {
    const { fetch } = createFakeFetch({
      'GET /api/app-user/7/organisation': () => ok([summary(3, 'Alpha'), summary(11, 'Green Hills')]),
    });
    const services = createServices({ baseUrl: 'http://localhost', fetch, navigate: () => undefined });
    await startSession(
      services,
      { user: SERVER_USER, accessToken: 'access-1', refresh_token: 'secret' },
      false,
    );
    expect(services.store.get(sessionAtom)?.organisation?.name).toBe('Green Hills');
    expect(services.store.get(organisationsAtom)?.map((organisation) => organisation.id)).toEqual([3, 11]);
    expect(document.cookie).not.toContain('secret');
    expect(createAppStore().get(sessionAtom)?.organisation?.id).toBe(11);
  });

  it('clears everything on sign-out, calls the logout endpoint and returns tournament accounts to their sign-in', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /api/app-user/7/organisation': () => ok([summary(5, 'Open 2025', 'TOURNAMENT')]),
      'POST /api/auth/logout': () => ok({ acknowledged: true }),
    });
    const services = createServices({ baseUrl: 'http://localhost', fetch, navigate: () => undefined });
    await startSession(services, { user: SERVER_USER, accessToken: 'access-1', refresh_token: 'r' }, true);
    expect(await signOut(services)).toBe('/tournaments/login');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/logout', body: {} });
    expect(services.store.get(sessionAtom)).toBeNull();
    expect(readCookie(USER_COOKIE)).toBeNull();
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBeNull();
  });
});
