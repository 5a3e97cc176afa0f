// What `npm run provider -- add-admin <e-mail>` does (provider-cli.ts runs it with the process's
// arguments and environment): makes an existing account the programme's staff, on the database the
// server uses, and answers what to print and the exit code.
import { ConfigError, type Config } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import { DatabaseLockedError } from '../../db/lock.ts';
import { withScriptDatabase } from '../../db/script-database.ts';
import { addStaff } from './programme.service.ts';

export const PROVIDER_USAGE = 'Usage: npm run provider -- add-admin <e-mail>';

/** The exit code and the lines for standard output and standard error. */
export interface CommandOutcome {
  code: 0 | 1 | 2;
  out: string[];
  err: unknown[];
}

/**
 * Runs the command `args` (the words after `npm run provider --`) on the database `config()`
 * names: 0 when done, 1 when nothing changed (and why), 2 for a command it does not know.
 */
export async function providerCommand(
  args: readonly string[],
  config: () => Config,
): Promise<CommandOutcome> {
  const [command, email, ...rest] = args;
  if (command !== 'add-admin' || !email || rest.length > 0)
    return { code: 2, out: [], err: [PROVIDER_USAGE] };
  try {
    const staff = await withScriptDatabase(config(), (handle) => addStaff({ db: handle.db }, email, null));
    return { code: 0, out: [`${staff.email} is programme staff now.`], err: [] };
  } catch (error) {
    const explained =
      error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof AppError;
    return { code: 1, out: [], err: [explained ? `Nothing changed: ${error.message}` : error] };
  }
}
