// The database a command-line script works on (`npm run demo`, `npm run provider`): the server's
// own, migrated, holding the embedded database's folder lock only while the script works, so a
// server started next can take it.
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { acquireDataDirLock } from './lock.ts';
import { migrate } from './migrate.ts';

/** Runs `work` on the configured database, migrated; closes it and releases the lock however it ends. */
export async function withScriptDatabase<T>(
  config: Config,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const handle = await openDatabase(config);
    try {
      await migrate(handle);
      return await work(handle);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}
