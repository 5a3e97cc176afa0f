import { forgetApiCopies } from '../offline/api-copy';
import type { AppServices } from '../services';
import { activeOrganisationAtom, clearSessionAtom } from './atoms';

export type SignInPath = '/login' | '/tournaments/login';

/**
 * Ends the session: the server revokes the refresh token (read from its cookie), the app forgets
 * user, organisation and token, and tournament accounts return to their own sign-in (docs/accounts.md#behaviour).
 */
export async function signOut(services: AppServices): Promise<SignInPath> {
  const target: SignInPath =
    services.store.get(activeOrganisationAtom)?.type === 'TOURNAMENT' ? '/tournaments/login' : '/login';
  try {
    await services.api.POST('/api/auth/logout', { body: {} });
  } catch {
    // Signing out locally must not depend on the server answering.
  }
  services.store.set(clearSessionAtom);
  services.images.clear();
  // Nothing one user fetched stays on the device for the next (docs/offline.md#what-is-kept).
  await forgetApiCopies();
  return target;
}
