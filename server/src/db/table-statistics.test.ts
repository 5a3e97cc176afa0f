import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { analyzeStaleTables } from './table-statistics.ts';

describe('table statistics on PGlite (docs/engineering.md#table-statistics-on-pglite)', () => {
  let handle: DatabaseHandle;
  const rowsKnown = async (table: string) =>
    (
      await queryRows<{ rows: number }>(
        handle.db,
        sql`select reltuples::int as rows from pg_class where relname = ${table}`,
      )
    )[0]!.rows;
  const insert = (from: number, to: number) =>
    handle.db.execute(
      sql`insert into readings select n, n % 7 from generate_series(${from}::int, ${to}::int) n`,
    );

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: '', pgliteDataDir: 'memory://' });
    await handle.db.execute(sql`create table readings (id integer primary key, station integer not null)`);
    await insert(1, 1000);
  });
  afterAll(() => handle.close());

  it('analyzes a table never analyzed, so the planner knows its rows', async () => {
    expect(await rowsKnown('readings')).toBe(-1);
    expect(await analyzeStaleTables(handle.db)).toContain('public.readings');
    expect(await rowsKnown('readings')).toBe(1000);
    const [plan] = await queryRows<{ 'QUERY PLAN': string }>(
      handle.db,
      sql`explain select * from readings where station = 3`,
    );
    // 1000 rows over 7 stations: the estimate comes from the statistics, not a guess.
    expect(plan!['QUERY PLAN']).toMatch(/rows=14[0-9]\b/);
  });

  it('leaves a table alone until autovacuum would analyze it again', async () => {
    await analyzeStaleTables(handle.db);
    // PostgreSQL's defaults: 50 rows + 10 % of the table's 1000.
    await insert(1001, 1100);
    expect(await analyzeStaleTables(handle.db)).toEqual([]);
    await insert(1101, 1200);
    expect(await analyzeStaleTables(handle.db)).toEqual(['public.readings']);
    expect(await rowsKnown('readings')).toBe(1200);
  });
});
