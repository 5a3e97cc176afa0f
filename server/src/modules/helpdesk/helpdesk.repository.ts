import { and, count, desc, eq, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { OrganisationType } from '../../db/schema/index.ts';
import {
  countries,
  helpdeskMessages,
  maintenanceNotices,
  memberships,
  noticeReads,
  notices,
  organisations,
  users,
  type NoticeKind,
  type Translated,
} from '../../db/schema/index.ts';

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
 * The notices an audience is shown: those for its organisation type and country, or for every type
 * and every country. Without an organisation (null) only the notices for everyone.
 */
function forAudience(
  organisationType: SQLWrapper | OrganisationType | null,
  countryId: SQLWrapper | number | null,
): SQL {
  return and(
    or(
      isNull(notices.organisationType),
      organisationType === null ? sql`false` : eq(notices.organisationType, organisationType),
    ),
    or(isNull(notices.countryId), countryId === null ? sql`false` : eq(notices.countryId, countryId)),
  )!;
}

/**
 * The notices a user is shown: those for the audience of the organisation they are working on (a
 * joined member of it) and newer than their account; one addressed to a person, to them alone. Used
 * with the joins of `withReader`.
 */
function visibleTo(userId: number): SQL {
  return and(
    eq(users.id, userId),
    gt(notices.createdAt, users.createdAt),
    or(isNull(notices.userId), eq(notices.userId, users.id)),
    forAudience(organisations.type, organisations.countryId),
  )!;
}

/** What an audience is shown now, newest first (staff preview it before and after publishing). */
export function listAudienceNotices(
  db: Executor,
  audience: { organisationType: OrganisationType; countryId: number | null },
  limit: number,
) {
  return (
    db
      .select({
        id: notices.id,
        kind: notices.kind,
        title: notices.title,
        body: notices.body,
        createdAt: notices.createdAt,
      })
      .from(notices)
      // A notice addressed to one person (a step of their certification case) is nobody's audience.
      .where(and(isNull(notices.userId), forAudience(audience.organisationType, audience.countryId)))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit)
  );
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return row !== undefined;
}

export interface NoticeSource {
  kind: NoticeKind;
  sourceId: number;
  title: Record<string, string>;
  body: Record<string, string>;
  organisationType: OrganisationType | null;
  countryId: number | null;
}

/**
 * Records or rewrites the notice of a source. `renew` dates it now, so it counts as news again for
 * everyone (whoever opened it before has it unread); without it the notice keeps its date and reads.
 */
export async function upsertNotice(db: Executor, source: NoticeSource, renew: boolean): Promise<void> {
  const values = { ...source, link: null, createdAt: new Date() };
  const { createdAt: _keep, ...kept } = values;
  await db
    .insert(notices)
    .values(values)
    // A source's notice for everyone is the one without a person (the unique index's predicate).
    .onConflictDoUpdate({
      target: [notices.kind, notices.sourceId],
      targetWhere: sql`${notices.userId} is null`,
      set: renew ? values : kept,
    });
  if (renew) {
    await db
      .delete(noticeReads)
      .where(
        sql`${noticeReads.noticeId} = (select id from ${notices} where kind = ${source.kind} and source_id = ${source.sourceId})`,
      );
  }
}

/**
 * Dates a source's notice for everyone anew and forgets who opened it, keeping its wording in
 * every language: the source changed and is news again. False when it has no such notice.
 */
export async function renewNotice(db: Executor, kind: NoticeKind, sourceId: number): Promise<boolean> {
  const renewed = await db
    .update(notices)
    .set({ createdAt: new Date() })
    .where(and(eq(notices.kind, kind), eq(notices.sourceId, sourceId), isNull(notices.userId)))
    .returning({ id: notices.id });
  const [notice] = renewed;
  if (!notice) return false;
  await db.delete(noticeReads).where(eq(noticeReads.noticeId, notice.id));
  return true;
}

export async function deleteNotice(db: Executor, kind: NoticeKind, sourceId: number): Promise<void> {
  await db.delete(notices).where(and(eq(notices.kind, kind), eq(notices.sourceId, sourceId)));
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
