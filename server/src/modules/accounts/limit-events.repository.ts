// The rows of limit_events: one per counted attempt, each with its key and when it leaves every
// window. The database's clock decides the windows, so servers with drifting clocks agree.
import { sql } from 'drizzle-orm';
import { millisecondsInterval as windowOf, queryRows, type Database } from '../../db/client.ts';

/** How many events `key` has in the last `windowMs`. */
export async function countEvents(db: Database, key: string, windowMs: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from limit_events where key = ${key} and at > now() - ${windowOf(windowMs)}`,
  );
  return Number(row?.n ?? 0);
}

/** Records one event for `key`, kept for `windowMs`. */
export async function insertEvent(db: Database, key: string, windowMs: number): Promise<void> {
  await db.execute(
    sql`insert into limit_events (key, expires_at) values (${key}, now() + ${windowOf(windowMs)})`,
  );
}

/**
 * Records an event for `key` unless it has `max` in the last `windowMs`: its id, or null. Servers
 * recording the same key at once take turns: without the lock, two inserts could each count the
 * events before the other's and both pass the last free place.
 */
export function insertEventBelow(
  db: Database,
  key: string,
  windowMs: number,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into limit_events (key, expires_at)
          select ${key}, now() + ${windowOf(windowMs)}
          where (select count(*) from limit_events
                 where key = ${key} and at > now() - ${windowOf(windowMs)}) < ${max}
          returning id`,
    );
    return rows[0] ? Number(rows[0].id) : null;
  });
}

/** Removes one event. */
export async function deleteEvent(db: Database, id: number): Promise<void> {
  await db.execute(sql`delete from limit_events where id = ${id}`);
}

/** Removes every event of `key`. */
export async function deleteEventsOf(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from limit_events where key = ${key}`);
}

/** Removes the events past every window (one indexed delete). */
export async function deleteExpiredEvents(db: Database): Promise<void> {
  await db.execute(sql`delete from limit_events where expires_at < now()`);
}
