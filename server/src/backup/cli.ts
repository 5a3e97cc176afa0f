// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/security-operations.md#backups).
// Configuration comes from the environment, as for the server (DATA_DIR, DATABASE_URL, S3_*).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DatabaseLockedError } from '../db/lock.ts';
import { createStorage } from '../storage/index.ts';
import { packArchive, readArchive } from './archive.ts';
import { backupOf } from './backup.ts';
import { backupSocketPath, fetchBackup } from './backup-socket.ts';
import { restoreEntries, RestoreRefusedError } from './restore.ts';

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
      await writeFile(file, await fetchBackup(backupSocketPath(config.dataDir)), { mode: 0o600 });
      return;
    }
  }
  try {
    const handle = await openDatabase(config);
    try {
      await writeFile(file, packArchive(await backupOf(config, handle, storage)), { mode: 0o600 });
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

async function restore(file: string): Promise<void> {
  const config = loadConfig();
  const entries = await readArchive(file);
  // A server must not be running on the DATA_DIR being restored into.
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const manifest = await restoreEntries(config, createStorage(config), entries);
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
