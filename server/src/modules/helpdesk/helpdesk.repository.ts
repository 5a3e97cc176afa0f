import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  helpdeskMessages,
  maintenanceNotices,
  memberships,
  noticeReads,
  notices,
  organisations,
  users,
  type NoticeKind,
  type Translated,
} from '../../db/schema.ts';

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

/** The messages sent while the organisation was the sender's active one, newest first. */
export async function listOrganisationMessages(db: Executor, organisationId: number, limit: number) {
  return db
    .select({
      id: helpdeskMessages.id,
      createdAt: helpdeskMessages.createdAt,
      reason: helpdeskMessages.reason,
      message: helpdeskMessages.message,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(helpdeskMessages)
    .innerJoin(users, eq(users.id, helpdeskMessages.userId))
    .where(eq(helpdeskMessages.organisationId, organisationId))
    .orderBy(desc(helpdeskMessages.createdAt), desc(helpdeskMessages.id))
    .limit(limit);
}

/**
 * The notices a user is shown: those for the type and country of the organisation they are working
 * on (a joined member of it), or for everyone, and newer than their account; one addressed to a
 * person, to them alone. Used with the joins of
 * `withReader`.
 */
function visibleTo(userId: number): SQL {
  return and(
    eq(users.id, userId),
    gt(notices.createdAt, users.createdAt),
    or(isNull(notices.userId), eq(notices.userId, users.id)),
    or(isNull(notices.organisationType), eq(notices.organisationType, organisations.type)),
    or(isNull(notices.countryId), eq(notices.countryId, organisations.countryId)),
  )!;
}

/** Joins a select from notices with the user, the organisation they work on and whether they opened each. */
function withReader<T extends PgSelect>(query: T, userId: number) {
  return query
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.organisationId, users.activeOrganisationId),
        eq(memberships.inviteStatus, 'joined'),
      ),
    )
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, users.id)));
}

/** The badge: notices the user is shown and has not opened. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await withReader(db.select({ total: count() }).from(notices).$dynamic(), userId).where(
    and(visibleTo(userId), isNull(noticeReads.userId)),
  );
  return row?.total ?? 0;
}

/** The user's notices, newest first, with whether each was opened and a maintenance notice's schedule. */
export async function listNotices(db: Executor, userId: number, limit: number) {
  const query = db
    .select({
      id: notices.id,
      kind: notices.kind,
      title: notices.title,
      body: notices.body,
      link: notices.link,
      createdAt: notices.createdAt,
      read: sql<boolean>`${noticeReads.userId} is not null`,
      organisationType: organisations.type,
      maintenance: {
        maintenanceStartDate: maintenanceNotices.maintenanceStartDate,
        maintenanceStartTime: maintenanceNotices.maintenanceStartTime,
        maintenanceDuration: maintenanceNotices.maintenanceDuration,
        durationUnits: maintenanceNotices.durationUnits,
      },
    })
    .from(notices)
    .$dynamic();
  return withReader(query, userId)
    .leftJoin(
      maintenanceNotices,
      and(eq(notices.kind, 'maintenance'), eq(maintenanceNotices.id, notices.sourceId)),
    )
    .where(visibleTo(userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

export type NoticeRow = Awaited<ReturnType<typeof listNotices>>[number];

/** Whether the user is shown the notice (so may mark it read). */
export async function isVisible(db: Executor, userId: number, noticeId: number): Promise<boolean> {
  const [row] = await withReader(db.select({ id: notices.id }).from(notices).$dynamic(), userId).where(
    and(visibleTo(userId), eq(notices.id, noticeId)),
  );
  return row !== undefined;
}

export async function markRead(db: Executor, userId: number, noticeId: number): Promise<void> {
  await db.insert(noticeReads).values({ userId, noticeId }).onConflictDoNothing();
}

export async function markUnread(db: Executor, userId: number, noticeId: number): Promise<void> {
  await db.delete(noticeReads).where(and(eq(noticeReads.userId, userId), eq(noticeReads.noticeId, noticeId)));
}

/** A notice for one person (a certification step that needs them), in every language it is written in. */
export async function insertPersonalNotice(
  db: Executor,
  values: {
    kind: NoticeKind;
    sourceId: number;
    userId: number;
    title: Translated;
    body: Translated;
    link: string;
  },
): Promise<void> {
  await db.insert(notices).values(values).onConflictDoNothing();
}
