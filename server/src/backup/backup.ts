// A consistent backup of everything a server keeps: the database and the stored files
// (docs/security-operations.md#backups). PGlite is one process with the data folder open, so a
// second process must never open that folder while the server runs: the running server takes its
// own snapshot (PGlite's dumpDataDir between two statements, inside a transaction so nothing else
// runs) and hands it out on a Unix socket in DATA_DIR that only DATA_DIR's owner can open.
// PostgreSQL is dumped with pg_dump, whose snapshot is consistent while the servers keep writing.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { FileStorage } from '../storage/index.ts';
import type { ArchiveEntry } from './archive.ts';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Storage keys whose bytes are in the backup (entries `files/<key>`). */
  files: string[];
  /** Keys the database names that were gone from storage when copied (deleted meanwhile). */
  missingFiles: string[];
}

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database';
export const SECRETS_ENTRY = 'secrets.json';
export const FILE_PREFIX = 'files/';

const run = promisify(execFile);

/**
 * The PGlite data folder as a tar, with the storage keys the database names at that moment. The
 * transaction holds PGlite's transaction lock, so no other statement runs between the checkpoint
 * (every page written to the folder) and the copy: a restored copy opens without recovery.
 */
export async function pgliteSnapshot(client: PGlite): Promise<{ tar: Uint8Array; keys: string[] }> {
  return client.transaction(async (tx) => {
    const keys = await tx.query<{ key: string }>(
      'select storage_key as key from stored_files where storage_key is not null',
    );
    await tx.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    return { tar: new Uint8Array(await dump.arrayBuffer()), keys: keys.rows.map((row) => row.key) };
  });
}

/** pg_dump's custom-format archive of the database, and the storage keys it names. */
async function postgresSnapshot(databaseUrl: string): Promise<{ dump: Uint8Array; keys: string[] }> {
  const { stdout } = await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', databaseUrl], {
    encoding: 'buffer',
    maxBuffer: 4 * 1024 ** 3,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('pg_dump is not on PATH: install PostgreSQL client tools');
    throw error;
  });
  // The keys as of just after the dump: files are never changed in place, only added and removed.
  const { stdout: keys } = await run('psql', [
    databaseUrl,
    '-At',
    '-c',
    'select storage_key from stored_files where storage_key is not null',
  ]);
  return { dump: stdout, keys: keys.split('\n').filter((key) => key !== '') };
}

/** The entries of a backup: manifest first, then the database, the server's secret and every stored file. */
export async function backupEntries(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  storage: FileStorage,
  snapshot: { kind: 'pglite'; tar: Uint8Array; keys: string[] } | { kind: 'postgres' },
): Promise<ArchiveEntry[]> {
  let database: Uint8Array;
  let referenced: string[];
  if (snapshot.kind === 'pglite') {
    database = snapshot.tar;
    referenced = snapshot.keys;
  } else {
    if (!config.databaseUrl) throw new Error('No DATABASE_URL to back up');
    const dumped = await postgresSnapshot(config.databaseUrl);
    database = dumped.dump;
    referenced = dumped.keys;
  }
  // Every stored object, not only those named: bytes uploaded in flight belong to the next rows.
  const keys = new Set([...referenced, ...(await storage.list('')).map((object) => object.key)]);
  const files: ArchiveEntry[] = [];
  const missingFiles: string[] = [];
  for (const key of [...keys].sort()) {
    const data = await storage.get(key);
    if (data) files.push({ name: `${FILE_PREFIX}${key}`, data });
    else if (referenced.includes(key)) missingFiles.push(key);
  }
  const secretsFile = join(config.dataDir, 'secrets.json');
  const secrets = !config.databaseUrl && existsSync(secretsFile) ? [await readFile(secretsFile)] : [];
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: snapshot.kind,
    files: files.map((file) => file.name.slice(FILE_PREFIX.length)),
    missingFiles,
  };
  return [
    { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: DATABASE_ENTRY, data: database },
    ...secrets.map((data) => ({ name: SECRETS_ENTRY, data })),
    ...files,
  ];
}

/** The entries of a backup of a running server's database handle (the socket's answer, or a CLI's own open). */
export async function backupOf(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  handle: DatabaseHandle,
  storage: FileStorage,
): Promise<ArchiveEntry[]> {
  if (handle.kind === 'postgres') return backupEntries(config, storage, { kind: 'postgres' });
  // drizzle keeps the client it was given (our proxy over PGlite) as $client; the handle's type omits it.
  const client = (handle.driver as unknown as { $client: PGlite }).$client;
  const { tar, keys } = await pgliteSnapshot(client);
  return backupEntries(config, storage, { kind: 'pglite', tar, keys });
}
