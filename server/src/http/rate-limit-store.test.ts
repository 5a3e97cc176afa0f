import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seed } from '../seed/seed.ts';
import { databases, openTestDatabase, testConfig } from '../test/harness.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases())('rate limits in the database on %s', (kind) => {
  let handle: DatabaseHandle;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    handle = await openTestDatabase(kind, 'migrated');
    await seed(handle.db);
    // Two servers on one database, as behind a load balancer.
    one = await buildApp({ config: testConfig(), db: handle, logger: false });
    two = await buildApp({ config: testConfig(), db: handle, logger: false });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await handle.close();
  });

  const resend = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/registration/re-send-email',
      payload: { email_address: 'nobody@example.test' },
      remoteAddress,
    });

  it('gives a client the allowance of one server across two (re-send allows 5 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await resend(i % 2 === 0 ? one : two, '10.1.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await resend(one, '10.1.1.1')).statusCode).toBe(429);
    expect((await resend(two, '10.1.1.2')).statusCode).toBe(200);
  });

  it('starts a new window once the old one has passed, and counts routes apart', async () => {
    const Store = databaseRateLimitStore(handle.db);
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/login' } } as never);
    const other = root.child({ routeInfo: { method: 'POST', url: '/other' } } as never);
    const incr = (store: typeof login) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          '10.9.9.9',
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          300,
          2,
        ),
      );
    expect((await incr(login)).current).toBe(1);
    const second = await incr(login);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    expect((await incr(other)).current).toBe(1);
    await wait(400);
    expect((await incr(login)).current).toBe(1);
  });

  it('counts each client behind a trusted load balancer apart (TRUST_PROXY), and not otherwise', async () => {
    const behind = await buildApp({
      config: testConfig({ trustProxy: '127.0.0.1' }),
      db: handle,
      logger: false,
    });
    try {
      const resendFrom = (remoteAddress: string) => (client: string) =>
        behind.inject({
          method: 'POST',
          url: '/api/registration/re-send-email',
          payload: { email_address: 'nobody@example.test' },
          remoteAddress,
          headers: { 'x-forwarded-for': client },
        });
      const viaProxy = resendFrom('127.0.0.1');
      for (let i = 0; i < 5; i += 1) expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.8')).statusCode).toBe(200);
      // An untrusted sender's header is ignored: its own address is the client.
      const spoofed = resendFrom('10.7.7.7');
      for (let i = 0; i < 5; i += 1) await spoofed(`198.51.100.${i}`);
      expect((await spoofed('198.51.100.99')).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});
