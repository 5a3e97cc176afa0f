// `npm run provider -- add-admin <e-mail>`: makes an existing account the programme's staff, on
// the database the server uses (the same DATA_DIR or DATABASE_URL; with the embedded database,
// while the server is stopped, as it holds the folder's lock). Staff then add others in the app
// (docs/certification.md#access).
import { ConfigError, loadConfig } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import { openDatabase } from '../../db/client.ts';
import { acquireDataDirLock, DatabaseLockedError } from '../../db/lock.ts';
import { migrate } from '../../db/migrate.ts';
import { addStaff } from './programme.service.ts';

const USAGE = 'Usage: npm run provider -- add-admin <e-mail>';

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== 'add-admin' || !email || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  try {
    const handle = await openDatabase(config);
    try {
      await migrate(handle);
      const staff = await addStaff({ db: handle.db }, email, null);
      console.log(`${staff.email} is programme staff now.`);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof AppError) {
    console.error(`Nothing changed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
