import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { organisations } from './schema/index.ts';
import { copySeededPglite } from '../test/harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oncourse-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file-backed PGlite', () => {
  it('keeps committed rows across close and reopen', async () => {
    // The folder starts as a migrated database, as on any start after the first: making a cluster
    // there and migrating it took most of this test (about 25 s on a loaded 2-core machine), and
    // what is kept across close and reopen is the same. main.test.ts starts a server on an empty folder.
    await copySeededPglite(dataDir, 'migrated');
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await migrate(first);
    const [created] = await first.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: 'Persistent Links' })
      .returning({ id: organisations.id });
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir });
    await migrate(second);
    const rows = await second.db
      .select({ title: organisations.title })
      .from(organisations)
      .where(eq(organisations.id, created!.id));
    await second.close();
    expect(rows).toEqual([{ title: 'Persistent Links' }]);
  });
});
