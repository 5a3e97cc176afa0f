// A backup taken from a running server while it keeps writing, restored into a new folder (PGlite)
// or a new database (PostgreSQL): every table and file holds what the source held at one moment,
// and the restored copy signs in with the same password (docs/security-operations.md#backups).
// PostgreSQL needs TEST_DATABASE_URL (CI sets it); without it that half says it skipped.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, openDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { startServer } from '../server.ts';
import { createFolderStorage } from '../storage/index.ts';
import { dropDatabase } from '../test/drop-database.ts';
import { builtServerArgs } from '../test/built-server.ts';
import { copySeededPglite, seededPostgresTemplate } from '../test/harness.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const folders: string[] = [];
const newFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `oncourse-${name}-`));
  folders.push(folder);
  return folder;
};
const adminUrl = process.env.TEST_DATABASE_URL;
const databases: string[] = [];
afterAll(async () => {
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  for (const name of databases) await dropDatabase(adminUrl!, name);
});

/**
 * A new database next to TEST_DATABASE_URL's, dropped after the tests: a copy of `template`, or
 * empty; its URL.
 */
async function newDatabase(template?: string): Promise<string> {
  const name = `oncourse_backup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a server keeps its data: a DATA_DIR, and for PostgreSQL its database too. */
interface Place {
  dataDir: string;
  databaseUrl: string;
}

/** The same secret on both sides of a PostgreSQL restore (PGlite's travels in the backup). */
const JWT_SECRET = 'backup-test-secret-that-is-long-enough-for-hs256';

const environment = (place: Place): Record<string, string> => ({
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.databaseUrl,
  LOG_LEVEL: 'silent',
  ...(place.databaseUrl ? { JWT_SECRET } : {}),
});

/**
 * `npm run backup|restore -- <file>` as an operator runs it, against DATA_DIR (and DATABASE_URL): the
 * built tool the script runs, without npm's own process around it.
 */
const cli = async (command: 'backup' | 'restore', file: string, place: Place) =>
  run(process.execPath, await builtServerArgs('backup', command, file), {
    cwd: root,
    env: { ...process.env, ...environment(place) },
  });

const open = (place: Place) =>
  openDatabase({ databaseUrl: place.databaseUrl || null, dataDir: place.dataDir });

/** Every table's rows as text, in a stable order: the database as a reader of it sees it. */
async function tables(db: Database): Promise<Map<string, string[]>> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
        order by 1`,
  );
  const contents = new Map<string, string[]>();
  for (const { name } of names) {
    const [schema, table] = name.split('.') as [string, string];
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t order by 1`,
    );
    contents.set(
      name,
      rows.map((row) => row.row),
    );
  }
  return contents;
}

const password = 'Green fairway 18';
const loopEmail = (n: number) => `loop.${String(n).padStart(5, '0')}@example.test`;

async function place(kind: 'pglite' | 'postgres', name: string): Promise<Place> {
  return { dataDir: newFolder(name), databaseUrl: kind === 'postgres' ? await newDatabase() : '' };
}

/**
 * Where the source server runs: a database as a start after the first finds it, migrated and
 * seeded (a copy of the global setup's template), so the test spends its time on the backup.
 */
async function seededPlace(kind: 'pglite' | 'postgres'): Promise<Place> {
  const dataDir = newFolder('source');
  if (kind === 'pglite') {
    await copySeededPglite(dataDir);
    return { dataDir, databaseUrl: '' };
  }
  return { dataDir, databaseUrl: await newDatabase(await seededPostgresTemplate()) };
}

const kinds = [
  { kind: 'pglite' as const, title: 'PGlite', skipped: false },
  {
    kind: 'postgres' as const,
    title: `PostgreSQL${adminUrl ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL database to run it)'}`,
    skipped: !adminUrl,
  },
];

describe.each(kinds)('backup and restore on $title', ({ kind, skipped }) => {
  it.skipIf(skipped)(
    'backs up a running server under a write loop and restores every table and file into an empty copy',
    async () => {
      const sourcePlace = await seededPlace(kind);
      const source = sourcePlace.dataDir;
      const server = await startServer({
        env: { PORT: '0', HOST: '127.0.0.1', ...environment(sourcePlace) },
        logger: false,
      });
      const storage = createFolderStorage(join(source, 'files'));
      const passwordHash = await hashPassword(password);
      await server.db.db.insert(users).values({
        email: 'keeper@example.test',
        firstName: 'Alex',
        lastName: 'Morgan',
        passwordHash,
        registrationCompletedAt: new Date(),
      });
      await storage.put('uploads/before-1', Buffer.from('a document from before'), 'text/plain');
      await storage.put('uploads/before-2', Buffer.alloc(50_000, 7), 'application/octet-stream');

      // The write loop: a user row and, every fifth, a file, until the backup is done. As an upload
      // does (storage/stored-files.ts), the file is stored before the row that names it.
      let writing = true;
      let acknowledged = 0;
      const loop = (async () => {
        for (let n = 1; writing; n += 1) {
          if (n % 5 === 0) await storage.put(`uploads/loop-${n}`, Buffer.from(`file ${n}`), 'text/plain');
          await server.db.db
            .insert(users)
            .values({ email: loopEmail(n), firstName: 'Loop', lastName: String(n) });
          acknowledged = n;
        }
      })();
      let backupFile: string;
      let acknowledgedBeforeBackup: number;
      try {
        while (acknowledged < 10) await new Promise((resolve) => setTimeout(resolve, 10));
        acknowledgedBeforeBackup = acknowledged;
        backupFile = join(newFolder('backups'), 'oncourse.backup');
        await cli('backup', backupFile, sourcePlace);
      } finally {
        writing = false;
        await loop;
        await server.close();
      }
      const acknowledgedAfterBackup = acknowledged;

      const targetPlace = await place(kind, 'target');
      const target = targetPlace.dataDir;
      await cli('restore', backupFile, targetPlace);

      const sourceDb = await open(sourcePlace);
      const targetDb = await open(targetPlace);
      let restoredLoopRows: number;
      try {
        const before = await tables(sourceDb.db);
        const after = await tables(targetDb.db);
        expect([...after.keys()]).toEqual([...before.keys()]);
        const isLoopRow = (row: string) => row.includes('@example.test') && row.includes('loop.');
        for (const [table, rows] of before) {
          const restored = after.get(table) ?? [];
          if (table !== 'public.users') {
            expect(restored, table).toEqual(rows);
            continue;
          }
          // The loop kept writing users while the backup ran: the copy holds the others exactly and a
          // prefix of the loop's rows, each as the source has it, from one moment between start and end.
          expect(restored.filter((row) => !isLoopRow(row))).toEqual(rows.filter((row) => !isLoopRow(row)));
          // In the loop's order (the rows sort as text, where "(99," comes after "(989,").
          const inLoopOrder = (list: string[]) =>
            list
              .filter(isLoopRow)
              .sort((a, b) => (/loop\.\d+/.exec(a)?.[0] ?? '').localeCompare(/loop\.\d+/.exec(b)?.[0] ?? ''));
          const loopRows = inLoopOrder(restored);
          restoredLoopRows = loopRows.length;
          expect(loopRows).toEqual(inLoopOrder(rows).slice(0, loopRows.length));
          for (let n = 1; n <= loopRows.length; n += 1) expect(loopRows[n - 1]).toContain(loopEmail(n));
        }
      } finally {
        await sourceDb.close();
        await targetDb.close();
      }
      expect(restoredLoopRows!).toBeGreaterThanOrEqual(acknowledgedBeforeBackup!);
      expect(restoredLoopRows!).toBeLessThanOrEqual(acknowledgedAfterBackup);

      // Files: every one there before the backup, every one the restored rows' moment had, byte for byte.
      const sourceFiles = createFolderStorage(join(source, 'files'));
      const targetFiles = createFolderStorage(join(target, 'files'));
      const restoredKeys = (await targetFiles.list('')).map((object) => object.key).sort();
      expect(restoredKeys).toEqual(expect.arrayContaining(['uploads/before-1', 'uploads/before-2']));
      for (let n = 5; n <= restoredLoopRows!; n += 5) expect(restoredKeys).toContain(`uploads/loop-${n}`);
      for (const key of restoredKeys)
        expect(await targetFiles.get(key), key).toEqual(await sourceFiles.get(key));
      if (kind === 'pglite')
        expect(readFileSync(join(target, 'secrets.json'), 'utf8')).toBe(
          readFileSync(join(source, 'secrets.json'), 'utf8'),
        );

      // The restored copy runs and signs in with the same password.
      const restored = await startServer({
        env: { PORT: '0', HOST: '127.0.0.1', ...environment(targetPlace) },
        logger: false,
      });
      try {
        const signIn = await fetch(`${restored.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email_address: 'keeper@example.test', password }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        await restored.close();
      }

      // A second restore into the now non-empty folder or database is refused, and changes nothing.
      const refused = await cli('restore', backupFile, targetPlace).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/not empty|has tables/);
    },
    300_000,
  );
});
