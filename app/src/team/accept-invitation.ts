import type { AppServices } from '../services';
import { organisationsAtom, sessionAtom } from '../session/atoms';
import { fetchOrganisations } from '../session/organisations';
import type { UserOrganisation } from '../session/types';
import type { AcceptInvitationSearch } from './accept-invitation-search';

/** Where an invitation link stands (docs/team.md): asked, accepted, or why it cannot be. */
export type InvitationOutcome =
  /** The link is for the signed-in account: accepting is theirs to confirm. */
  | { kind: 'ask'; organisationId: number; userId: number }
  | { kind: 'joined'; organisation: UserOrganisation | null }
  /** The 5 days have passed: a new invitation is needed. */
  | { kind: 'expired' }
  /** The link names another account than the signed-in one. */
  | { kind: 'otherAccount' }
  | { kind: 'invalid' };

/**
 * What the link can lead to, without changing anything: opening (or merely preloading) the page
 * never accepts an invitation; the person does, with the page's button.
 */
export function readInvitationLink(
  services: AppServices,
  { organisationId, userId }: AcceptInvitationSearch,
): InvitationOutcome {
  if (!organisationId || !userId) return { kind: 'invalid' };
  if (services.store.get(sessionAtom)?.user.id !== userId) return { kind: 'otherAccount' };
  return { kind: 'ask', organisationId, userId };
}

/** Why the server refused to accept: the outcome the page then shows. */
export function refusedInvitation(status: number): InvitationOutcome {
  if (status === 422) return { kind: 'expired' };
  if (status === 403) return { kind: 'otherAccount' };
  return { kind: 'invalid' };
}

/**
 * After accepting (invited → joined): the person's organisations again, so the new one can be
 * opened at once; the outcome names it when it could be read.
 */
export async function joinedOutcome(
  services: AppServices,
  organisationId: number,
  userId: number,
): Promise<InvitationOutcome> {
  // The membership is saved: without a fresh list the shell catches up on the next load.
  const organisations = await fetchOrganisations(services, userId).catch(() => null);
  if (organisations) services.store.set(organisationsAtom, organisations);
  return { kind: 'joined', organisation: organisations?.find((item) => item.id === organisationId) ?? null };
}
