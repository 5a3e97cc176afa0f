// The benches' throwaway PostgreSQL databases: created next to the one a URL names, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '../test/drop-database.ts';

/** A fresh database next to `adminUrl`'s, given to `run` and dropped afterwards. */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `oncourse_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await dropDatabase(adminUrl, name);
  }
}
