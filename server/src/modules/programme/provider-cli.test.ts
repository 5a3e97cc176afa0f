// `npm run provider -- add-admin <e-mail>` on the embedded database of a DATA_DIR, as README
// describes: the account named becomes programme staff; an unknown address or a second run
// changes nothing and says why. The script runs for real once (its command line, environment and
// exit code); the refusals run the command it runs (provider-command.ts) in this process, as a
// script start costs seconds on a loaded machine.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { programmeStaff, users } from '../../db/schema/index.ts';
import { builtServerArgs } from '../../test/built-server.ts';
import { copySeededPglite } from '../../test/harness.ts';
import { migrate } from '../../db/migrate.ts';
import { PROVIDER_USAGE, providerCommand } from './provider-command.ts';

describe('npm run provider -- add-admin', () => {
  let dataDir: string;

  /** The script's environment: this process's, on the folder's embedded database. */
  const environment = () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return env;
  };
  const script = async (...args: string[]) => {
    const node = await builtServerArgs('provider', ...args);
    return new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, node, { env: environment() }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  };
  /** What the script would print and exit with, from the command it runs. */
  const command = async (...args: string[]) => {
    const outcome = await providerCommand(args, () => loadConfig(environment()));
    return { code: outcome.code, output: [...outcome.out, ...outcome.err].map(String).join('\n') };
  };

  /** Reads or writes the folder's database while no script holds it. */
  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrate(handle);
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'oncourse-provider-'));
    await copySeededPglite(dataDir);
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes an existing account programme staff, once, and refuses an address without an account', async () => {
    const userId = await withDatabase(async (db) => {
      const [row] = await db
        .insert(users)
        .values({ email: 'Sam.Staff@example.org', firstName: 'Sam', lastName: 'Staff' })
        .returning({ id: users.id });
      return row!.id;
    });

    const first = await script('add-admin', 'sam.staff@example.org');
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('Sam.Staff@example.org is programme staff now.');
    const again = await command('add-admin', 'sam.staff@example.org');
    expect(again.code).toBe(1);
    expect(again.output).toContain('Nothing changed: This account is programme staff already');
    const unknown = await command('add-admin', 'nobody@example.org');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('no account with this e-mail address');
    expect(await command('add-user', 'sam.staff@example.org')).toEqual({ code: 2, output: PROVIDER_USAGE });

    const staff = await withDatabase((db) => db.select().from(programmeStaff));
    expect(staff.map((row) => row.userId)).toEqual([userId]);
  }, 120_000);
});
