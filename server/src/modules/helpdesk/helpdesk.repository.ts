import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { helpdeskMessages, memberships, organisations, users } from '../../db/schema.ts';

/** The sender and the organisation they are working on, if they are a joined member of it. */
export async function findSender(db: Executor, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organisationId: organisations.id,
      organisationTitle: organisations.title,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.organisationId, users.activeOrganisationId),
        eq(memberships.inviteStatus, 'joined'),
      ),
    )
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(users.id, userId));
  return row;
}

export async function insertMessage(db: Executor, message: typeof helpdeskMessages.$inferInsert) {
  await db.insert(helpdeskMessages).values(message);
}

/** Messages the helpdesk has not yet answered (marked read when it does). */
export async function countUnanswered(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(helpdeskMessages)
    .where(and(eq(helpdeskMessages.userId, userId), eq(helpdeskMessages.read, false)));
  return row?.total ?? 0;
}
