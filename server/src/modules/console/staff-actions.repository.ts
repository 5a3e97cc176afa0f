import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffActions, users } from '../../db/schema/index.ts';

export async function insertStaffAction(
  db: Executor,
  values: typeof staffActions.$inferInsert,
): Promise<void> {
  await db.insert(staffActions).values(values);
}

/** One page of the audit, newest first, with who acted. */
export async function listStaffActions(
  db: Executor,
  filter: { userId?: number; kind?: string; limit: number; offset: number },
) {
  const where = and(
    ...([
      filter.userId === undefined ? undefined : eq(staffActions.userId, filter.userId),
      filter.kind === undefined ? undefined : eq(staffActions.kind, filter.kind),
    ] satisfies (SQL | undefined)[]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffActions.id,
        kind: staffActions.kind,
        subjectId: staffActions.subjectId,
        userId: staffActions.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        before: staffActions.before,
        after: staffActions.after,
        createdAt: staffActions.createdAt,
      })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.userId))
      .where(where)
      .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(staffActions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type StaffActionRow = Awaited<ReturnType<typeof listStaffActions>>['rows'][number];
