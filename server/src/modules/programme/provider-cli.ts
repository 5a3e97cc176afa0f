// `npm run provider -- add-admin <e-mail>`: makes an existing account the programme's staff, on
// the database the server uses (the same DATA_DIR or DATABASE_URL; with the embedded database,
// while the server is stopped, as it holds the folder's lock). Staff then add others in the app
// (docs/certification.md#access).
import { ConfigError, loadConfig } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import { DatabaseLockedError } from '../../db/lock.ts';
import { withScriptDatabase } from '../../db/script-database.ts';
import { addStaff } from './programme.service.ts';

const USAGE = 'Usage: npm run provider -- add-admin <e-mail>';

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== 'add-admin' || !email || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  await withScriptDatabase(loadConfig(), async (handle) => {
    const staff = await addStaff({ db: handle.db }, email, null);
    console.log(`${staff.email} is programme staff now.`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof AppError) {
    console.error(`Nothing changed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
