// `npm run provider -- add-admin <e-mail>` on the embedded database of a DATA_DIR, as README
// describes: the account named becomes programme staff; an unknown address or a second run
// changes nothing and says why.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { programmeStaff, users } from '../../db/schema/index.ts';
import { copySeededPglite } from '../../test/harness.ts';
import { migrate } from '../../db/migrate.ts';

const cli = fileURLToPath(new URL('./provider-cli.ts', import.meta.url));

describe('npm run provider -- add-admin', () => {
  let dataDir: string;

  const run = (...args: string[]) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });

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

    const first = await run('add-admin', 'sam.staff@example.org');
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('Sam.Staff@example.org is programme staff now.');
    const again = await run('add-admin', 'sam.staff@example.org');
    expect(again.code).toBe(1);
    expect(again.output).toContain('Nothing changed: This account is programme staff already');
    const unknown = await run('add-admin', 'nobody@example.org');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('no account with this e-mail address');
    expect((await run('add-user', 'sam.staff@example.org')).code).toBe(2);

    const staff = await withDatabase((db) => db.select().from(programmeStaff));
    expect(staff.map((row) => row.userId)).toEqual([userId]);
  }, 120_000);
});
