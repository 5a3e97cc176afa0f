import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPglite } from './pglite-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The one Drizzle type repositories use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle =
  | {
      kind: 'pglite';
      db: Database;
      driver: PgliteDatabase<Schema>;
      /** The PGlite client under drizzle, for what only PGlite does (dumps, statistics). */
      client: PGlite;
      close: () => Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Database;
      driver: NodePgDatabase<Schema>;
      /** The server's address, for a worker thread to open connections of its own. */
      url: string;
      close: () => Promise<void>;
    };

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite database in
 * `dataDir/pgdata` (or in memory when `pgliteDataDir` is `memory://`). Tests pass `pgliteTemplate`,
 * a dumped data folder, to start PGlite migrated and seeded without running both again.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteDataDir'>,
  pgliteTemplate?: Blob,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dataDir = config.pgliteDataDir ?? join(config.dataDir, 'pgdata');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const { client, close } = await openPglite(dataDir, pgliteTemplate);
  const driver = drizzlePglite(client, { schema });
  return { kind: 'pglite', db: driver as Database, driver, client, close };
}

/**
 * A pool of `connections` to the PostgreSQL server at `url`, under an application name: the
 * server's 10, or a report worker's own few (modules/insights/export.tasks.ts).
 */
export async function openPostgres(
  url: string,
  { connections = 10, name = 'oncourse' }: { connections?: number; name?: string } = {},
): Promise<Extract<DatabaseHandle, { kind: 'postgres' }>> {
  // The name shows in pg_stat_activity: which connections are the server's and which its workers'.
  const pool = new pg.Pool({ connectionString: url, max: connections, application_name: name });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const driver = drizzlePg(pool, { schema });
  await pool.query('select 1');
  return { kind: 'postgres', db: driver as Database, driver, url, close: () => pool.end() };
}

/** Answers when the database does (a readiness probe): one `select 1`. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** `ms` milliseconds as a PostgreSQL interval, to add to or take from `now()`. */
export const millisecondsInterval = (ms: number): SQL => sql`(${ms} * interval '1 millisecond')`;

/** Integers as one PostgreSQL array literal (`{1,2,3}`): one parameter whatever their number. */
export const intArray = (values: readonly number[]): string =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` under a statement name, for hot statements whose text never changes: PostgreSQL
 * then plans it once per connection instead of on every call (PGlite keeps every data statement
 * prepared already, see `pglite-statements.ts`).
 */
export async function queryRowsNamed<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
