import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { maintenanceNotices } from '../../db/schema/index.ts';

export type MaintenanceRow = typeof maintenanceNotices.$inferSelect;
export type MaintenanceValues = Pick<
  typeof maintenanceNotices.$inferInsert,
  'maintenanceStartDate' | 'maintenanceStartTime' | 'maintenanceDuration' | 'durationUnits' | 'message'
>;

export function listMaintenance(db: Executor): Promise<MaintenanceRow[]> {
  return db
    .select()
    .from(maintenanceNotices)
    .orderBy(desc(maintenanceNotices.createdAt), desc(maintenanceNotices.id));
}

export async function findMaintenance(db: Executor, id: number): Promise<MaintenanceRow | undefined> {
  const [row] = await db.select().from(maintenanceNotices).where(eq(maintenanceNotices.id, id));
  return row;
}

export async function insertMaintenance(db: Executor, values: MaintenanceValues): Promise<MaintenanceRow> {
  const [row] = await db
    .insert(maintenanceNotices)
    .values({ ...values, active: true })
    .returning();
  return row!;
}

export async function updateMaintenance(
  db: Executor,
  id: number,
  values: Partial<MaintenanceValues> & { active?: boolean; createdAt?: Date },
): Promise<MaintenanceRow> {
  const [row] = await db
    .update(maintenanceNotices)
    .set(values)
    .where(eq(maintenanceNotices.id, id))
    .returning();
  return row!;
}

/** Switches off every active banner but `keepId`; the ones it ended. */
export function endOtherBanners(db: Executor, keepId: number): Promise<MaintenanceRow[]> {
  return db
    .update(maintenanceNotices)
    .set({ active: false })
    .where(and(eq(maintenanceNotices.active, true), ne(maintenanceNotices.id, keepId)))
    .returning();
}
