import { loadLanguages } from '../i18n/load-languages';
import type { AppServices } from '../services';
import { sessionAtom } from '../session/atoms';
import type { OrganisationLink } from './roles-state';

/** What /user-profile shows besides the user: the role per organisation and the language choices. */
export interface ProfileData {
  /** The user's links to organisations, invitations included; null when they could not be loaded. */
  links: OrganisationLink[] | null;
  languages: Awaited<ReturnType<typeof loadLanguages>>;
}

/** The /user-profile route's loader; a role change invalidates it (RolesSection). */
export async function loadProfile(services: AppServices): Promise<ProfileData> {
  const userId = services.store.get(sessionAtom)?.user.id;
  const [links, languages] = await Promise.all([
    userId
      ? services.api
          .GET('/api/organisation/user-in-organisation/{userId}', { params: { path: { userId } } })
          .then(
            ({ data }) => data?.data ?? null,
            // Without the memberships the facilities tab says there are none to show.
            () => null,
          )
      : null,
    loadLanguages(services),
  ]);
  return { links, languages };
}
