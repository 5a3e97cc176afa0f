import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
type Changes = Partial<
  Pick<typeof announcements.$inferInsert, 'title' | 'body' | 'organisationType' | 'countryId' | 'publishedAt'>
>;

export function listAnnouncements(db: Executor): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));
}

export async function findAnnouncement(db: Executor, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function insertAnnouncement(
  db: Executor,
  values: Pick<typeof announcements.$inferInsert, 'title' | 'body' | 'createdByUserId'>,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  db: Executor,
  id: number,
  changes: Changes,
): Promise<AnnouncementRow> {
  const [row] = await db
    .update(announcements)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row!;
}
