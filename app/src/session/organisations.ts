import { CHECK_STATUS_HEADERS } from '../api/auth-middleware';
import type { AppServices } from '../services';
import { chooseActiveOrganisation, toActiveOrganisation } from './active-organisation';
import { organisationsAtom, sessionAtom, setActiveOrganisationAtom } from './atoms';
import { toUserOrganisation } from './mappers';
import type { OrganisationType, UserOrganisation } from './types';

/**
 * Fetches the organisations the user has joined, sorted by name. It checks status (docs/accounts.md#behaviour):
 * every signed-in screen needs this list, so a refusal here means the session is unusable.
 */
export async function fetchOrganisations(services: AppServices, userId: number): Promise<UserOrganisation[]> {
  const { data, error } = await services.api.GET('/api/app-user/{id}/organisation', {
    params: { path: { id: userId } },
    headers: CHECK_STATUS_HEADERS,
  });
  if (error || !data) throw new Error('Could not load the organisations');
  return data.data.map(toUserOrganisation).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Loads the user's organisations and settles the active one: the saved one when still in the list,
 * otherwise the first (docs/accounts.md#behaviour). A tournament sign-in prefers the user's tournaments.
 */
export async function settleOrganisations(services: AppServices, prefer?: OrganisationType): Promise<void> {
  const { store } = services;
  const session = store.get(sessionAtom);
  if (!session) return;
  const organisations = await fetchOrganisations(services, session.user.id);
  store.set(organisationsAtom, organisations);
  const preferred = prefer ? organisations.filter((organisation) => organisation.type === prefer) : [];
  const candidates = preferred.length > 0 ? preferred : organisations;
  const savedId = store.get(sessionAtom)?.organisation?.id ?? session.user.activeOrganisationId;
  const active = chooseActiveOrganisation(savedId, candidates);
  store.set(setActiveOrganisationAtom, active ? toActiveOrganisation(active) : null);
}
