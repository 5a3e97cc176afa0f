import { and, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentDrafts, contentVersions, users, type EditableContentKind } from '../../db/schema/index.ts';
import type { Wording } from './completeness.ts';

export type DraftRow = typeof contentDrafts.$inferSelect;

const source = (
  table: typeof contentDrafts | typeof contentVersions,
  kind: EditableContentKind,
  id: number,
) => and(eq(table.kind, kind), eq(table.sourceId, id));

export function listDrafts(db: Executor) {
  return db.select({ kind: contentDrafts.kind, sourceId: contentDrafts.sourceId }).from(contentDrafts);
}

export async function findDraft(db: Executor, kind: EditableContentKind, id: number) {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(source(contentDrafts, kind, id));
  return row;
}

export async function saveDraft(
  db: Executor,
  kind: EditableContentKind,
  id: number,
  wording: Wording,
  userId: number,
): Promise<void> {
  const values = { ...wording, updatedAt: new Date(), updatedByUserId: userId };
  await db
    .insert(contentDrafts)
    .values({ kind, sourceId: id, ...values })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.sourceId], set: values });
}

export async function deleteDraft(db: Executor, kind: EditableContentKind, id: number): Promise<void> {
  await db.delete(contentDrafts).where(source(contentDrafts, kind, id));
}

/** The last version number of every item and tile published from the console. */
export function listLatestVersions(db: Executor) {
  return db
    .select({
      kind: contentVersions.kind,
      sourceId: contentVersions.sourceId,
      version: max(contentVersions.version),
    })
    .from(contentVersions)
    .groupBy(contentVersions.kind, contentVersions.sourceId);
}

/** The versions of one item, newest first, with who published each. */
export function listVersions(db: Executor, kind: EditableContentKind, id: number) {
  return db
    .select({
      version: contentVersions.version,
      title: contentVersions.title,
      teaser: contentVersions.teaser,
      body: contentVersions.body,
      publishedAt: contentVersions.publishedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      byUserId: contentVersions.publishedByUserId,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.publishedByUserId))
    .where(source(contentVersions, kind, id))
    .orderBy(desc(contentVersions.version));
}

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];

export async function insertVersion(
  db: Executor,
  kind: EditableContentKind,
  id: number,
  version: number,
  wording: Wording,
  userId: number | null,
): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ kind, sourceId: id, version, ...wording, publishedByUserId: userId });
}
