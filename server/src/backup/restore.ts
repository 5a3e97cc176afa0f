// Restores a backup into an empty DATA_DIR (PGlite) or an empty database (PostgreSQL), refusing
// anything that already holds data so a restore never mixes two histories
// (docs/security-operations.md#backups).
import { spawn } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import type { FileStorage } from '../storage/index.ts';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { collect, type ArchiveEntryStream } from './archive.ts';
import {
  DATABASE_ENTRY,
  FILE_PREFIX,
  MANIFEST,
  SECRETS_ENTRY,
  VANISHED_ENTRY,
  type BackupManifest,
} from './backup.ts';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const run = promisify(execFile);

/** Streams bytes into a command's standard input; rejects with its standard error when it fails. */
async function pipeInto(command: string, args: string[], input: AsyncIterable<Buffer>): Promise<void> {
  const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr}`))));
  });
  // A command that stops reading early (it failed) is reported by its exit, not by the broken pipe.
  await Promise.all([pipeline(Readable.from(input), child.stdin).catch(() => exited), exited]);
}

/** The database part: a PGlite folder loaded from the dump, or pg_restore into an empty database. */
async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteDataDir'>,
  manifest: BackupManifest,
  database: AsyncIterable<Buffer>,
): Promise<void> {
  if (manifest.database === 'pglite') {
    if (config.databaseUrl)
      throw new RestoreRefusedError(
        'This is a PGlite backup: restore it with DATABASE_URL unset, into a DATA_DIR',
      );
    const folder = config.pgliteDataDir ?? join(config.dataDir, 'pgdata');
    if (existsSync(folder) && readdirSync(folder).length > 0)
      throw new RestoreRefusedError(`${folder} is not empty: restore into an empty DATA_DIR`);
    // PGlite loads a data folder only from one Blob: this part of a restore needs the dump's size in memory.
    const client = await PGlite.create(folder, { loadDataDir: new Blob([await collect(database)]) });
    await client.close();
    return;
  }
  if (!config.databaseUrl)
    throw new RestoreRefusedError('This is a PostgreSQL backup: set DATABASE_URL to an empty database');
  const { stdout } = await run('psql', [
    config.databaseUrl,
    '-At',
    '-c',
    "select count(*) from information_schema.tables where table_schema = 'public'",
  ]);
  if (Number(stdout.trim()) > 0)
    throw new RestoreRefusedError(
      'The database named by DATABASE_URL has tables: restore into an empty database',
    );
  await pipeInto(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', config.databaseUrl],
    database,
  );
}

/**
 * Restores every part of the backup as it streams past: database, the server's secret (PGlite) and
 * the stored files (one in memory at a time). Refuses before writing anything when the storage,
 * the DATA_DIR or the database is not empty.
 */
export async function restoreFrom(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteDataDir'>,
  storage: FileStorage,
  entries: AsyncIterable<ArchiveEntryStream>,
): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  let restoredDatabase = false;
  for await (const entry of entries) {
    if (!manifest) {
      if (entry.name !== MANIFEST) throw new RestoreRefusedError(`The backup has no ${MANIFEST}`);
      manifest = JSON.parse((await collect(entry.body)).toString('utf8')) as BackupManifest;
      if (manifest.format !== 1)
        throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}`);
      if ((await storage.list('')).length > 0)
        throw new RestoreRefusedError(
          'The file storage is not empty: restore into an empty folder or bucket',
        );
      continue;
    }
    if (entry.name === DATABASE_ENTRY) {
      await restoreDatabase(config, manifest, entry.body);
      restoredDatabase = true;
    } else if (entry.name === SECRETS_ENTRY) {
      // Sessions and device cookies signed before the backup stay valid with the same secret.
      if (!config.databaseUrl)
        await writeFile(join(config.dataDir, 'secrets.json'), await collect(entry.body), { mode: 0o600 });
    } else if (entry.name === VANISHED_ENTRY) {
      const vanished = JSON.parse((await collect(entry.body)).toString('utf8')) as string[];
      manifest.missingFiles = [...manifest.missingFiles, ...vanished];
    } else if (entry.name.startsWith(FILE_PREFIX)) {
      await storage.put(
        entry.name.slice(FILE_PREFIX.length),
        await collect(entry.body),
        'application/octet-stream',
      );
    }
  }
  if (!manifest) throw new RestoreRefusedError(`The backup has no ${MANIFEST}`);
  if (!restoredDatabase) throw new RestoreRefusedError(`The backup has no ${DATABASE_ENTRY}`);
  return manifest;
}
