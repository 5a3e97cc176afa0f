// Team invitations as other modules see them: completing a registration joins the teams that
// invited the person, through here rather than through the team module's repository.
import type { Executor } from '../../db/client.ts';
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
