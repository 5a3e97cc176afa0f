// First step of `npm run soak` (its own process, before the server starts, as `npm run demo`
// does): migrate the configured database, seed the demo and the soak's people, and print them as
// one JSON line. Holds the PGlite lock only while it works, so the server can take it next.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { acquireDataDirLock } from '../../db/lock.ts';
import { migrate } from '../../db/migrate.ts';
import { seedSoakPeople } from './seed-people.ts';

const [count, password] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(count) || count < 1 || !password) {
  console.error('usage: seed-people-cli.ts <people> <password>');
  process.exit(2);
}
const config = loadConfig();
const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
try {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const people = await seedSoakPeople(handle.db, count, password);
    process.stdout.write(`${JSON.stringify(people)}\n`);
  } finally {
    await handle.close();
  }
} finally {
  lock?.release();
}
