import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { databases, openTestDatabase, testConfig, useTestApp } from '../test/harness.ts';

describe.each(databases())('request ids on %s', (kind) => {
  const t = useTestApp(kind);

  it('echoes the X-Request-Id a load balancer sent, also on errors', async () => {
    const ok = await t.current.app.inject({
      method: 'GET',
      url: '/api/healthcheck',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(ok.headers['x-request-id']).toBe('lb-7f3a.42');
    const missing = await t.current.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { 'x-request-id': 'lb-404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('lb-404');
  });

  it('makes a new id when none was sent, or the one sent is not a plain id', async () => {
    const fresh = await t.current.app.inject({ method: 'GET', url: '/api/healthcheck' });
    const forged = await t.current.app.inject({
      method: 'GET',
      url: '/api/healthcheck',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(fresh.headers['x-request-id']).toMatch(uuid);
    expect(forged.headers['x-request-id']).toMatch(uuid);
    expect(forged.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });
});

describe('request ids in the log', () => {
  it('puts the request id on the request’s log line', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const db = await openTestDatabase('pglite', 'migrated');
    const app = await buildApp({ config: testConfig(), db, logger: logger as unknown as FastifyBaseLogger });
    try {
      await app.inject({ method: 'GET', url: '/api/healthcheck', headers: { 'x-request-id': 'trace-me-1' } });
      expect(lines.find((line) => line.msg === 'request completed')?.reqId).toBe('trace-me-1');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
