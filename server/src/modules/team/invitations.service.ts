// Team invitations as other modules see them: completing a registration joins the teams that
// invited the person, through here rather than through the team module's repository.
import type { Executor } from '../../db/client.ts';
import type { OrganisationType } from '../../db/schema/index.ts';
import { findUserById } from '../users/index.ts';
import * as repository from './team.repository.ts';

/**
 * Inside the caller's transaction, accepts every invitation of the user that has not expired
 * and makes the first of those organisations their active one when they have none yet.
 */
export async function joinOpenInvitations(tx: Executor, userId: number): Promise<void> {
  const joined = await repository.acceptOpenInvitations(tx, userId);
  if (joined[0] !== undefined) await repository.setActiveOrganisationIfNone(tx, userId, joined[0]);
}

/**
 * The account of someone invited who has none yet (no name, no password), in the caller's
 * transaction: registering through the invitation's link completes it.
 */
export const insertInvitedAccount = (tx: Executor, email: string, language: string): Promise<number> =>
  repository.insertInvitedUser(tx, email, language);

/**
 * What the registration page says about the invitation it was opened from: who sent the newest
 * open invitation of the user, to which organisation (docs/registration.md#screens); undefined
 * when none is open (a programme invitation, or an expired one).
 */
export async function newestOpenInvitation(
  db: Executor,
  userId: number,
): Promise<
  { organisationName: string; organisationType: OrganisationType; inviterName: string | null } | undefined
> {
  const row = await repository.findNewestOpenInvitation(db, userId);
  if (!row) return undefined;
  const inviter = row.invitedByUserId === null ? undefined : await findUserById(db, row.invitedByUserId);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
  return {
    organisationName: row.organisationTitle,
    organisationType: row.organisationType,
    inviterName: inviterName || null,
  };
}
