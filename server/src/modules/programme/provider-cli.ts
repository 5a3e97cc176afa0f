// `npm run provider -- add-admin <e-mail>`: makes an existing account the programme's staff, on
// the database the server uses (the same DATA_DIR or DATABASE_URL; with the embedded database,
// while the server is stopped, as it holds the folder's lock). Staff then add others in the app
// (docs/certification.md#access). What it does is provider-command.ts; this runs it.
import { loadConfig } from '../../config.ts';
import { providerCommand } from './provider-command.ts';

const outcome = await providerCommand(process.argv.slice(2), () => loadConfig());
for (const line of outcome.out) console.log(line);
for (const line of outcome.err) console.error(line);
process.exitCode = outcome.code;
