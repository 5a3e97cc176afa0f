import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './server.ts';
import { copySeededPglite } from './test/harness.ts';
import { limitEvents } from './db/schema/index.ts';
import { queryRows } from './db/client.ts';
import { sql } from 'drizzle-orm';

const folder = mkdtempSync(join(tmpdir(), 'oncourse-server-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('startServer', () => {
  it('finishes a request in flight when it closes, and takes no new ones', async () => {
    // The server seeds the migrated database it finds as on a first start (main.test.ts starts on
    // an empty folder): a new cluster and its migrations took most of this test's 30 s on a loaded
    // machine, and sometimes more.
    await copySeededPglite(folder, 'migrated');
    const server = await startServer({
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: folder, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' },
      config: { filesDir: 'memory://' },
      logger: false,
    });
    expect(server.startup.seedApplied).toBe(true);
    // PGlite has no autovacuum: the start analyzed the tables it found and what the seed wrote.
    const unanalyzed = await queryRows<{ table: string }>(
      server.db.db,
      sql`select relname as "table" from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0`,
    );
    expect(unanalyzed).toEqual([]);
    const signIn = (client: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email_address: 'slow@example.test', password: 'not the password' }),
      });
    // Five failures for one address in the last 15 minutes make its next sign-in wait half a second.
    // They happened over a minute ago: within the last minute they would use up the allowance that
    // unknown clients share, and the next sign-in would be refused at once instead.
    await server.db.db.insert(limitEvents).values(
      Array.from({ length: 5 }, () => ({
        key: 'failedSignInsForAddress:slow@example.test',
        at: new Date(Date.now() - 2 * 60_000),
        expiresAt: new Date(Date.now() + 10 * 60_000),
      })),
    );
    const inFlight = signIn('203.0.113.99');
    // The sign-in takes its place in the allowance (a limit event) just before it waits: from then
    // on it is in flight for half a second.
    await vi.waitFor(
      async () => {
        const places = await queryRows<{ key: string }>(
          server.db.db,
          sql`select key from limit_events where key = 'signInsFromUnknownClients:slow@example.test'`,
        );
        expect(places).toHaveLength(1);
      },
      { timeout: 10_000, interval: 10 },
    );
    const closing = server.close();
    const afterClose = await fetch(`${server.url}/api/healthcheck`).then(
      (response) => response.status,
      () => 'refused',
    );
    const finished = await inFlight;
    expect(finished.status).toBe(401);
    // Its connection is not kept alive, so closing need not wait for the keep-alive timeout.
    expect(finished.headers.get('connection')).toBe('close');
    await closing;
    expect(afterClose === 503 || afterClose === 'refused').toBe(true);
    await expect(fetch(`${server.url}/api/healthcheck`)).rejects.toThrow();
  });
});
