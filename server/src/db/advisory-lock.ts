import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseKind } from './client.ts';

/**
 * Runs `work` unless another server on the same PostgreSQL database is running the same work now:
 * the first to take the advisory lock `key` runs it, the others skip this round (answering false).
 * The lock is held by an open transaction on one pooled connection, released at its end, also when
 * this process dies; the work itself runs on other connections. On PGlite one process owns the
 * data folder (its lock file), so there is nobody to wait for.
 */
export async function runAlone(
  database: { db: Database; kind: DatabaseKind },
  key: number,
  work: () => Promise<void>,
): Promise<boolean> {
  if (database.kind === 'pglite') {
    await work();
    return true;
  }
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    if (!row?.locked) return false;
    await work();
    return true;
  });
}
