// A consistent backup of everything a server keeps: the database and the stored files
// (docs/security-operations.md#backups). PGlite is one process with the data folder open, so a
// second process must never open that folder while the server runs: the running server takes its
// own snapshot (PGlite's dumpDataDir between two statements, inside a transaction so nothing else
// runs) and hands it out on a Unix socket in DATA_DIR that only DATA_DIR's owner can open.
// PostgreSQL is dumped with pg_dump, whose snapshot is consistent while the servers keep writing.
import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { FileStorage } from '../storage/index.ts';
import { bytesEntry, writeArchive, type ArchiveSource } from './archive.ts';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Storage keys whose bytes the backup holds (entries `files/<key>`), bar any named in `missing-files.json`. */
  files: string[];
  /** Keys the database names that were gone from storage when listed (deleted meanwhile). */
  missingFiles: string[];
}

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database';
export const SECRETS_ENTRY = 'secrets.json';
export const FILE_PREFIX = 'files/';
/** Keys the database names that were deleted after the manifest was written: the last entry, when any. */
export const VANISHED_ENTRY = 'missing-files.json';

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

/**
 * pg_dump's custom-format archive of the database, written to a file beside nothing else (a
 * private temporary folder), and the storage keys it names: the dump never sits in memory.
 */
async function postgresSnapshot(
  databaseUrl: string,
  folder: string,
): Promise<{ dump: string; keys: string[] }> {
  const dump = join(folder, 'database.dump');
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${dump}`,
    databaseUrl,
  ]).catch((error: NodeJS.ErrnoException) => {
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
  return { dump, keys: keys.split('\n').filter((key) => key !== '') };
}

/** The backup's database part: PGlite's tar (in memory: PGlite hands it over as one Blob) or pg_dump's file. */
export type DatabaseSnapshot =
  { kind: 'pglite'; tar: Uint8Array; keys: string[] } | { kind: 'postgres'; dump: string; keys: string[] };

/**
 * Writes a backup to `out`: manifest first, then the database, the server's secret (PGlite), every
 * stored file (streamed from the folder or bucket, one at a time), and last the files that were
 * deleted between the listing and their copy. Rejects when anything fails; `out` then holds no
 * whole backup.
 */
export async function writeBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  storage: FileStorage,
  snapshot: DatabaseSnapshot,
  out: Writable,
): Promise<void> {
  const referenced = snapshot.keys;
  // Every stored object, not only those named: bytes uploaded in flight belong to the next rows.
  const listed = new Set((await storage.list('')).map((object) => object.key));
  const keys = [...new Set([...referenced, ...listed])].sort();
  const missingFiles = referenced.filter((key) => !listed.has(key)).sort();
  const present = keys.filter((key) => listed.has(key));
  const secretsFile = join(config.dataDir, 'secrets.json');
  const secrets = !config.databaseUrl && existsSync(secretsFile) ? [await readFile(secretsFile)] : [];
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: snapshot.kind,
    files: present,
    missingFiles,
  };
  const database: ArchiveSource =
    snapshot.kind === 'pglite'
      ? bytesEntry(DATABASE_ENTRY, snapshot.tar)
      : {
          name: DATABASE_ENTRY,
          size: (await stat(snapshot.dump)).size,
          open: () => createReadStream(snapshot.dump),
        };
  // Deleted after the listing: restored without them, and named in the last entry.
  const vanished: string[] = [];
  async function* entries(): AsyncGenerator<ArchiveSource> {
    yield bytesEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    yield database;
    for (const data of secrets) yield bytesEntry(SECRETS_ENTRY, data);
    for (const key of present) {
      const read = await storage.read(key);
      if (!read) {
        if (referenced.includes(key)) vanished.push(key);
        continue;
      }
      yield { name: `${FILE_PREFIX}${key}`, size: read.size, open: () => read.stream };
    }
    if (vanished.length > 0) yield bytesEntry(VANISHED_ENTRY, Buffer.from(JSON.stringify(vanished)));
  }
  await writeArchive(out, entries());
}

/** Writes a backup of a running server's database handle to `out` (the socket's answer, or a CLI's own open). */
export async function backupTo(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  handle: DatabaseHandle,
  storage: FileStorage,
  out: Writable,
): Promise<void> {
  if (handle.kind === 'postgres') {
    if (!config.databaseUrl) throw new Error('No DATABASE_URL to back up');
    const folder = await mkdtemp(join(tmpdir(), 'oncourse-backup-'));
    try {
      const { dump, keys } = await postgresSnapshot(config.databaseUrl, folder);
      await writeBackup(config, storage, { kind: 'postgres', dump, keys }, out);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return;
  }
  const { tar, keys } = await pgliteSnapshot(handle.client);
  await writeBackup(config, storage, { kind: 'pglite', tar, keys }, out);
}
