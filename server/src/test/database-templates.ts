// Seed once, copy per test file. The server project's vitest global setup makes a database at
// each stage a test starts from (empty, migrated, migrated and seeded with the demo) once per run;
// every test database is then a copy of one. On a loaded 2-core machine, a new PGlite cluster took
// ~8 s to initialise and ~6 s more to migrate and seed, per test app; loading a dumped copy ~3 s.
// On PostgreSQL a copy is `CREATE DATABASE … TEMPLATE`. What a test sees is the same database:
// migrating or seeding the copy again would find nothing left to do (provider-cli.test.ts and
// backup.test.ts have servers and scripts do it).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { finished } from './background.ts';

/** How far a test database is prepared before the test gets it. */
export type TemplateStage = 'empty' | 'migrated' | 'seeded';

export interface DatabaseTemplates {
  /** Tarballs of PGlite's data folder (`dumpDataDir`), one per stage. */
  pglite: Record<TemplateStage, string>;
  /** PostgreSQL databases to copy, next to TEST_DATABASE_URL's; null without it. */
  postgres: Record<Exclude<TemplateStage, 'empty'>, string> | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup's child process makes the templates (global-setup.ts). */
    databaseTemplatesFolder: string;
  }
}

/** The file in the templates' folder that names them, written once they are all made. */
export const templatesFile = (folder: string) => join(folder, 'templates.json');
/** The marker of making them (background.ts): `<marker>.done` or `<marker>.failed`. */
export const templatesMarker = (folder: string) => join(folder, 'templates');

/** The templates the global setup makes in the background, once they are there. */
export async function madeTemplates(folder: string): Promise<DatabaseTemplates> {
  await finished(templatesMarker(folder), 'The database templates (server/src/test/global-setup.ts)');
  return JSON.parse(await readFile(templatesFile(folder), 'utf8')) as DatabaseTemplates;
}

/** What the test harness seeds a test app with by default: the fixtures and the demo organisations. */
export const seedDemo = (db: Parameters<typeof seed>[0]) => seed(db, { demo: true, fixtures: {} });

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the admin connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The cluster the PGlite templates start from: initdb's, made smaller where no query can tell.
 * Every test file loads a template's whole data folder into memory, and loading took about 1 s of
 * CPU a file at 44 MB on 2 cores.
 * - 1 MiB write-ahead log segments instead of 16 MiB (with 16 MiB two of them were half of the
 *   seeded template's 66 MB), and no spare segments kept for reuse: with `min_wal_size` and
 *   `max_wal_size` small in the cluster's postgresql.auto.conf, the checkpoint before each dump
 *   removes them (9 MB of the seeded one).
 * - No template0 and template1 (15 MB): they are only ever copied by CREATE DATABASE, which no test
 *   runs on PGlite. Tests work in the cluster's `postgres` database, as the server does.
 */
async function emptyCluster(): Promise<Blob> {
  const cluster = await PGlite.create('memory://', { initDbStartParams: ['--wal-segsize=1'] });
  try {
    await cluster.exec(`alter system set min_wal_size = '2MB'`);
    await cluster.exec(`alter system set max_wal_size = '4MB'`);
    await cluster.exec(
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await cluster.exec('drop database template0');
    await cluster.exec('drop database template1');
    await cluster.exec('checkpoint');
    return await cluster.dumpDataDir('none');
  } finally {
    await cluster.close();
  }
}

/** Dumps PGlite at each stage into `folder`; the paths of the tarballs. */
export async function makePgliteTemplates(folder: string): Promise<DatabaseTemplates['pglite']> {
  const config = { databaseUrl: null, dataDir: '', pgliteDataDir: 'memory://' };
  const handle = await openDatabase(config, await emptyCluster());
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = async (stage: TemplateStage) => {
    // A checkpoint first lets PostgreSQL drop the log segments it no longer needs from the dump.
    await handle.client.exec('checkpoint');
    const path = join(folder, `${stage}.tar`);
    await writeFile(path, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  try {
    const empty = await dump('empty');
    await migrate(handle);
    const migrated = await dump('migrated');
    await seedDemo(handle.db);
    return { empty, migrated, seeded: await dump('seeded') };
  } finally {
    await handle.close();
  }
}

/** Makes the migrated and the seeded template databases next to `adminUrl`'s; their names. */
export async function makePostgresTemplates(
  adminUrl: string,
): Promise<NonNullable<DatabaseTemplates['postgres']>> {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const names = { migrated: `oncourse_tpl_${id}_migrated`, seeded: `oncourse_tpl_${id}_seeded` };
  const prepare = async (
    name: string,
    work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>,
  ) => {
    // A database being copied may have no open connection: each is closed before the next copy.
    const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  };
  await adminQuery(adminUrl, `create database "${names.migrated}"`);
  await prepare(names.migrated, (handle) => migrate(handle));
  await adminQuery(adminUrl, `create database "${names.seeded}" template "${names.migrated}"`);
  await prepare(names.seeded, (handle) => seedDemo(handle.db));
  return names;
}
