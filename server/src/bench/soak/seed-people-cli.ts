// First step of `npm run soak` (its own process, before the server starts, as `npm run demo`
// does): migrate the configured database, seed the demo and the soak's people, and print them as
// one JSON line. Holds the PGlite lock only while it works, so the server can take it next.
import { loadConfig } from '../../config.ts';
import { withScriptDatabase } from '../../db/script-database.ts';
import { seedSoakPeople } from './seed-people.ts';

const [count, password] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(count) || count < 1 || !password) {
  console.error('usage: seed-people-cli.ts <people> <password>');
  process.exit(2);
}
const people = await withScriptDatabase(loadConfig(), (handle) => seedSoakPeople(handle.db, count, password));
process.stdout.write(`${JSON.stringify(people)}\n`);
