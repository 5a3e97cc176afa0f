import type { AppServices } from '../services';
import { organisationsAtom, sessionAtom } from '../session/atoms';
import { fetchOrganisations } from '../session/organisations';
import type { UserOrganisation } from '../session/types';
import type { AcceptInvitationSearch } from './accept-invitation-search';

/** What accepting an invitation came to (spec 001 §4). */
export type InvitationOutcome =
  | { kind: 'joined'; organisation: UserOrganisation | null }
  /** The 5 days have passed: a new invitation is needed. */
  | { kind: 'expired' }
  /** The link names another account than the signed-in one. */
  | { kind: 'otherAccount' }
  | { kind: 'invalid' };

/**
 * Accepts the invitation for the signed-in user (update-invited-status: invited → joined), then
 * refreshes their organisations so the new one can be opened at once.
 */
export async function acceptInvitation(
  services: AppServices,
  { organisationId, userId }: AcceptInvitationSearch,
): Promise<InvitationOutcome> {
  if (!organisationId || !userId) return { kind: 'invalid' };
  const signedIn = services.store.get(sessionAtom)?.user.id;
  if (signedIn !== userId) return { kind: 'otherAccount' };
  const { data, response } = await services.api.GET(
    '/api/organisation/{id}/user/{userId}/update-invited-status',
    {
      params: { path: { id: organisationId, userId } },
    },
  );
  if (!data) {
    if (response.status === 422) return { kind: 'expired' };
    if (response.status === 403) return { kind: 'otherAccount' };
    return { kind: 'invalid' };
  }
  const organisations = await fetchOrganisations(services, userId).catch(() => null);
  if (organisations) services.store.set(organisationsAtom, organisations);
  return { kind: 'joined', organisation: organisations?.find((item) => item.id === organisationId) ?? null };
}
