import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getTableName, type Table } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Makes one parent's child rows match the fixture: inserts the rows it lacks (rows it has stay as
 * they are) and deletes the children whose `key` the fixture no longer lists.
 */
export async function syncChildren<T extends PgTable>(
  db: Executor,
  table: T,
  parent: { column: PgColumn; id: number },
  key: { column: PgColumn; values: (string | number)[] },
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(table).values(rows).onConflictDoNothing();
  const ofParent = eq(parent.column, parent.id);
  await db
    .delete(table)
    .where(key.values.length > 0 ? and(ofParent, notInArray(key.column, key.values)) : ofParent);
}
