// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/security-operations.md#backups).
// Configuration comes from the environment, as for the server (DATA_DIR, DATABASE_URL, S3_*).
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DatabaseLockedError } from '../db/lock.ts';
import { createStorage } from '../storage/index.ts';
import { checkArchiveFile, readArchiveFile } from './archive.ts';
import { backupTo } from './backup.ts';
import { backupSocketPath, fetchBackup } from './backup-socket.ts';
import { restoreFrom, RestoreRefusedError } from './restore.ts';

/**
 * Streams the backup into `<file>.partial`, reads it through once (every entry whole), then gives
 * it its name: a file under the name is always a whole backup, and a failed one leaves nothing.
 */
async function writeBackupFile(file: string, write: (out: Writable) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(createWriteStream(partial, { mode: 0o600 }));
    await checkArchiveFile(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backup(file: string): Promise<void> {
  const config = loadConfig();
  const storage = createStorage(config);
  let lock;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
      // The server is running and holds the folder: it takes the snapshot itself.
      await writeBackupFile(file, (out) => fetchBackup(backupSocketPath(config.dataDir), out));
      return;
    }
  }
  try {
    const handle = await openDatabase(config);
    try {
      await writeBackupFile(file, (out) => backupTo(config, handle, storage, out));
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

async function restore(file: string): Promise<void> {
  const config = loadConfig();
  // A damaged file is refused before anything is written, as the restore itself streams.
  await checkArchiveFile(file).catch((error: unknown) => {
    throw new RestoreRefusedError(
      `${file} is not a whole backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  // A server must not be running on the DATA_DIR being restored into.
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const manifest = await restoreFrom(config, createStorage(config), readArchiveFile(file));
    if (manifest.missingFiles.length > 0)
      console.warn(`Files deleted while the backup ran, not restored: ${manifest.missingFiles.join(', ')}`);
  } finally {
    lock?.release();
  }
}

async function main(): Promise<void> {
  const [command, fileArgument] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !fileArgument) {
    console.error('Usage: npm run backup -- <file> | npm run restore -- <file>');
    process.exit(2);
  }
  // npm runs scripts from the repository root; a relative name means where the operator typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  await (command === 'backup' ? backup(file) : restore(file));
  console.log(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof RestoreRefusedError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
