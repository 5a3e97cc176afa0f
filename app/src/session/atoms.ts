import { atom, createStore } from 'jotai';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import type { ActiveOrganisation, Session, SessionUser, UserOrganisation } from './types';

export type AppStore = ReturnType<typeof createStore>;

const sessionBaseAtom = atom<Session | null>(null);

/** The session; every write is mirrored into the session cookies (docs/accounts.md#what-is-stored). */
export const sessionAtom = atom(
  (get) => get(sessionBaseAtom),
  (_get, set, session: Session | null) => {
    set(sessionBaseAtom, session);
    writeSessionCookies(session);
  },
);

export const userAtom = atom((get) => get(sessionAtom)?.user ?? null);
export const activeOrganisationAtom = atom((get) => get(sessionAtom)?.organisation ?? null);
export const accessTokenAtom = atom((get) => get(sessionAtom)?.accessToken ?? null);

/** The user's organisations, loaded after sign-in; not persisted (it is fetched again on reload). */
export const organisationsAtom = atom<UserOrganisation[] | null>(null);

/** Replaces the access token after a renewal, keeping the rest of the session. */
export const setAccessTokenAtom = atom(null, (get, set, accessToken: string) => {
  const session = get(sessionAtom);
  if (session) set(sessionAtom, { ...session, accessToken });
});

/** Updates the stored user after a profile or settings save. */
export const updateUserAtom = atom(null, (get, set, changes: Partial<SessionUser>) => {
  const session = get(sessionAtom);
  if (session) set(sessionAtom, { ...session, user: { ...session.user, ...changes } });
});

/** Makes another organisation the active one; the theme and menu follow it (docs/organisations.md#behaviour). */
export const setActiveOrganisationAtom = atom(null, (get, set, organisation: ActiveOrganisation | null) => {
  const session = get(sessionAtom);
  if (!session) return;
  set(sessionAtom, {
    ...session,
    organisation,
    user: { ...session.user, activeOrganisationId: organisation?.id ?? session.user.activeOrganisationId },
  });
});

/** Logout clears user, organisation and tokens (docs/accounts.md#behaviour). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  set(organisationsAtom, null);
});

/** Creates the store with whatever session the cookies hold, so a reload stays signed in. */
export function createAppStore(): AppStore {
  const store = createStore();
  store.set(sessionBaseAtom, readSessionCookies());
  return store;
}
