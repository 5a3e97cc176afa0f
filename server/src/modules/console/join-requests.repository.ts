import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessTypes,
  countries,
  joinRequests,
  memberships,
  organisations,
  users,
  type AccessTypeName,
  type JoinRequestStatus,
} from '../../db/schema/index.ts';

/** Requests with who asked, the facility they named and the access type an approval gave. */
function requests(db: Executor) {
  return db
    .select({
      id: joinRequests.id,
      status: joinRequests.status,
      userId: joinRequests.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      organisationName: joinRequests.organisationName,
      organisationId: organisations.id,
      organisationTitle: organisations.title,
      countryCode: countries.code,
      message: joinRequests.message,
      createdAt: joinRequests.createdAt,
      decidedAt: joinRequests.handledAt,
      accessType: accessTypes.name,
      declineReason: joinRequests.declineReason,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .leftJoin(organisations, eq(organisations.id, joinRequests.organisationId))
    .leftJoin(countries, eq(countries.id, joinRequests.countryId))
    .leftJoin(accessTypes, eq(accessTypes.id, joinRequests.accessTypeId))
    .$dynamic();
}

/** The staff queue: oldest first, so the longest waiting is on top. */
export async function listQueue(
  db: Executor,
  filter: { status: JoinRequestStatus; limit: number; offset: number },
) {
  const where = eq(joinRequests.status, filter.status);
  const [rows, [total]] = await Promise.all([
    requests(db)
      .where(where)
      .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(joinRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A facility's requests: pending ones first, then the newest. */
export function listForOrganisation(db: Executor, organisationId: number, limit: number) {
  return requests(db)
    .where(eq(joinRequests.organisationId, organisationId))
    .orderBy(
      sql`${joinRequests.status} = 'pending' desc`,
      desc(joinRequests.createdAt),
      desc(joinRequests.id),
    )
    .limit(limit);
}

export async function findRequest(db: Executor, id: number) {
  const [row] = await requests(db).where(eq(joinRequests.id, id));
  return row;
}

export type JoinRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/**
 * Records the decision on a pending request; false when it was decided meanwhile (a second click,
 * or staff and the facility at once), so a request is decided once.
 */
export async function decide(
  db: Executor,
  id: number,
  decision: {
    status: Exclude<JoinRequestStatus, 'pending'>;
    accessType: AccessTypeName | null;
    declineReason: string | null;
    decidedByUserId: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(joinRequests)
    .set({
      status: decision.status,
      accessTypeId:
        decision.accessType === null
          ? null
          : sql`(select ${accessTypes.id} from ${accessTypes} where ${accessTypes.name} = ${decision.accessType})`,
      declineReason: decision.declineReason,
      decidedByUserId: decision.decidedByUserId,
      handledAt: new Date(),
    })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
    .returning({ id: joinRequests.id });
  return rows.length > 0;
}

/**
 * Makes the person a joined member with the access type; an open invitation to the same facility
 * becomes the membership. False when they are a joined member already.
 */
export async function addMember(
  db: Executor,
  values: { userId: number; organisationId: number; accessType: AccessTypeName },
): Promise<boolean> {
  const accessTypeId = sql`(select ${accessTypes.id} from ${accessTypes} where ${accessTypes.name} = ${values.accessType})`;
  const now = new Date();
  const rows = await db
    .insert(memberships)
    .values({
      userId: values.userId,
      organisationId: values.organisationId,
      accessTypeId,
      inviteStatus: 'joined',
      joinedAt: now,
    })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.organisationId],
      set: { accessTypeId, inviteStatus: 'joined', joinedAt: now },
      setWhere: eq(memberships.inviteStatus, 'invited'),
    })
    .returning({ id: memberships.id });
  if (rows.length === 0) return false;
  await db
    .update(users)
    .set({ activeOrganisationId: values.organisationId, updatedAt: now })
    .where(and(eq(users.id, values.userId), sql`${users.activeOrganisationId} is null`));
  return true;
}
