import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.ts';

/**
 * PGlite is PostgreSQL without its background processes, so no autovacuum ever runs ANALYZE: the
 * planner sees every table as it was when created (empty) and plans nested loops over hundreds of
 * rows. The peer quartiles of the demo took 600 ms planned that way and 10 ms with statistics
 * (docs/engineering.md#table-statistics-on-pglite). This does what autovacuum's analyze half does on
 * PostgreSQL, with PostgreSQL's own settings read from the database: a table is analyzed when it
 * has never been, or when more rows changed since its last analysis than
 * autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × its rows.
 */
const STALE_TABLES = sql.raw(`
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as "table"
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where c.reltuples < 0
     or s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
        + current_setting('autovacuum_analyze_scale_factor')::float8 * c.reltuples
  order by s.relname`);

/** Analyzes every table whose statistics are missing or stale; the tables it analyzed. */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  // Row counts reach the statistics at most once a second unless asked: a bulk load just made
  // (the demo's peers) must count now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await queryRows<{ table: string }>(db, STALE_TABLES);
  // One table at a time: each ANALYZE holds the database only as long as its own sample takes.
  for (const { table } of rows) await db.execute(sql.raw(`analyze ${table}`));
  return rows.map(({ table }) => table);
}

/**
 * Checks for stale tables every autovacuum_naptime (PostgreSQL's pause between its own checks)
 * until the returned function is called (it waits for a check under way, so the database can then
 * close). The timer never keeps the process alive.
 */
export async function keepStatisticsFresh(
  db: Database,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const [naptime] = await queryRows<{ seconds: number }>(
    db,
    sql`select extract(epoch from current_setting('autovacuum_naptime')::interval)::float8 as seconds`,
  );
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = analyzeStaleTables(db).catch(onError);
  }, naptime!.seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
