// First step of `npm run demo` (scripts/demo.mjs runs it in its own process before the server
// starts): migrate and seed the configured database with the demo, then print the sign-in as one
// JSON line. Holds the PGlite lock only while it works, so the server can take it next.
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseLockedError } from '../db/lock.ts';
import { withScriptDatabase } from '../db/script-database.ts';
import { DemoClashError, seedDemo } from './demo.ts';
import { removeDemoPeers } from './peer-population.ts';

async function main(): Promise<void> {
  await withScriptDatabase(loadConfig(), async (handle) => {
    if (process.argv.includes('--remove-peers')) {
      // `npm run demo -- --remove-peers`: the benchmark peers go, the demo facility stays.
      const removed = await removeDemoPeers(handle.db);
      process.stdout.write(`${JSON.stringify({ removedPeers: removed })}\n`);
      return;
    }
    const signIn = await seedDemo(handle.db);
    process.stdout.write(`${JSON.stringify(signIn)}\n`);
  });
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
