import { sql } from 'drizzle-orm';
import { getTableName, type Table } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (~30 columns). */
export const chunkSize = 500;

/** Runs `insert` over the rows in chunks, one statement per chunk. */
export async function inChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await insert(rows.slice(start, start + chunkSize));
  }
}

/**
 * Moves an identity column's sequence past the largest id, after rows were inserted with
 * explicit ids (fixtures), so the next generated id does not collide.
 */
export async function syncIdentity(db: Executor, table: Table): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}
