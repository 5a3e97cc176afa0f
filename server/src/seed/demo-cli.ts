// First step of `npm run demo` (scripts/demo.mjs runs it in its own process before the server
// starts): migrate and seed the configured database with the demo, then print the sign-in as one
// JSON line. Holds the PGlite lock only while it works, so the server can take it next.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DatabaseLockedError } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { DemoClashError, seedDemo } from './demo.ts';
import { removeDemoPeers } from './peer-population.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const handle = await openDatabase(config);
    try {
      await migrate(handle);
      if (process.argv.includes('--remove-peers')) {
        // `npm run demo -- --remove-peers`: the benchmark peers go, the demo facility stays.
        const removed = await removeDemoPeers(handle.db);
        process.stdout.write(`${JSON.stringify({ removedPeers: removed })}\n`);
        return;
      }
      const signIn = await seedDemo(handle.db);
      process.stdout.write(`${JSON.stringify(signIn)}\n`);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DemoClashError
  ) {
    console.error(`The demo did not start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
