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
import type { ArchiveEntry } from './archive.ts';
import { DATABASE_ENTRY, FILE_PREFIX, MANIFEST, SECRETS_ENTRY, type BackupManifest } from './backup.ts';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const run = promisify(execFile);

function entry(entries: readonly ArchiveEntry[], name: string): ArchiveEntry {
  const found = entries.find((candidate) => candidate.name === name);
  if (!found) throw new RestoreRefusedError(`The backup has no ${name}`);
  return found;
}

/** Feeds bytes to a command's standard input; rejects with its standard error when it fails. */
function pipeInto(command: string, args: string[], input: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr}`))));
    child.stdin.end(input);
  });
}

/** The database part: a PGlite folder loaded from the dump, or pg_restore into an empty database. */
async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteDataDir'>,
  manifest: BackupManifest,
  database: Uint8Array,
): Promise<void> {
  if (manifest.database === 'pglite') {
    if (config.databaseUrl)
      throw new RestoreRefusedError(
        'This is a PGlite backup: restore it with DATABASE_URL unset, into a DATA_DIR',
      );
    const folder = config.pgliteDataDir ?? join(config.dataDir, 'pgdata');
    if (existsSync(folder) && readdirSync(folder).length > 0)
      throw new RestoreRefusedError(`${folder} is not empty: restore into an empty DATA_DIR`);
    const client = await PGlite.create(folder, { loadDataDir: new Blob([database]) });
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

/** Restores every part of the backup: database, the server's secret (PGlite) and the stored files. */
export async function restoreEntries(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteDataDir'>,
  storage: FileStorage,
  entries: readonly ArchiveEntry[],
): Promise<BackupManifest> {
  const manifest = JSON.parse(Buffer.from(entry(entries, MANIFEST).data).toString('utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}`);
  if ((await storage.list('')).length > 0)
    throw new RestoreRefusedError('The file storage is not empty: restore into an empty folder or bucket');
  await restoreDatabase(config, manifest, entry(entries, DATABASE_ENTRY).data);
  const secrets = entries.find((candidate) => candidate.name === SECRETS_ENTRY);
  // Sessions and device cookies signed before the backup stay valid with the same secret.
  if (secrets && !config.databaseUrl)
    await writeFile(join(config.dataDir, 'secrets.json'), secrets.data, { mode: 0o600 });
  for (const file of entries.filter((candidate) => candidate.name.startsWith(FILE_PREFIX)))
    await storage.put(file.name.slice(FILE_PREFIX.length), file.data, 'application/octet-stream');
  return manifest;
}
