import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { databases, openTestDatabase } from '../test/harness.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { migrate, migrationsFolder, SchemaNewerError, withStartupLock } from './migrate.ts';

const known = readMigrationFiles({ migrationsFolder });

describe.each(databases())('migrate on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('applies every migration once, and nothing on the next start', async () => {
    expect(await migrate(handle)).toBe(known.length);
    expect(await migrate(handle)).toBe(0);
  });

  it('refuses a database that a newer version has migrated, saying so', async () => {
    const newest = Math.max(...known.map((migration) => migration.folderMillis));
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newest + 60_000})`,
    );
    const refused = migrate(handle);
    await expect(refused).rejects.toBeInstanceOf(SchemaNewerError);
    await expect(migrate(handle)).rejects.toThrow(/schema is newer than this server.*1 migration/);
  });
});

const onPostgres = databases().includes('postgres');
describe.runIf(onPostgres)(
  'the startup lock on PostgreSQL' +
    (onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL database to run it)'),
  () => {
    it('lets servers starting together run their migrations and seed one after the other', async () => {
      const one = await openTestDatabase('postgres');
      try {
        const events: string[] = [];
        // The first to start holds on until the other has asked for the lock and waits for it (or,
        // were there no lock, has started its own work).
        const othersWaiting = async () => {
          const [row] = await queryRows<{ waiting: number }>(
            one.db,
            sql`select count(*)::int as waiting from pg_locks
                where locktype = 'advisory' and not granted
                  and database = (select oid from pg_database where datname = current_database())`,
          );
          return row?.waiting ?? 0;
        };
        const work = (name: string) => async () => {
          events.push(`${name} starts`);
          if (events.length === 1)
            await vi.waitFor(
              async () => expect(events.length > 1 || (await othersWaiting()) > 0).toBe(true),
              { timeout: 10_000, interval: 10 },
            );
          events.push(`${name} ends`);
        };
        await Promise.all([withStartupLock(one, work('a')), withStartupLock(one, work('b'))]);
        expect(events[1]).toMatch(/ends$/);
        expect(events[3]).toMatch(/ends$/);
      } finally {
        await one.close();
      }
    });
  },
);
