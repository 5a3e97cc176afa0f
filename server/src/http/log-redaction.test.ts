import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/harness.ts';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('request log redaction', () => {
  it('hides registration and reset tokens in logged URLs', () => {
    expect(redactUrl('/api/registration/validate-token?token=abc123&lang=de')).toBe(
      '/api/registration/validate-token?token=[redacted]&lang=de',
    );
    expect(redactUrl('/api/auth/validate-password-reset-token?lang=en&token=s3cret')).toBe(
      '/api/auth/validate-password-reset-token?lang=en&token=[redacted]',
    );
  });

  it('leaves URLs without secrets unchanged', () => {
    expect(redactUrl('/api/country/countries?tokens=1')).toBe('/api/country/countries?tokens=1');
  });

  it('serializes requests without the secret', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/registration/validate-token?token=x',
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(logged)).not.toContain('token=x');
  });
});

describe('request logging', () => {
  it('writes one line per request, when it completes, with its status and without secrets', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info', serializers: { req: serializeRequest } },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const db = await openTestDatabase('pglite', 'migrated');
    const app = await buildApp({ config: testConfig(), db, logger: logger as unknown as FastifyBaseLogger });
    try {
      await app.inject({ method: 'GET', url: '/api/registration/validate-token?token=s3cret' });
      const requestLines = lines.filter((line) => line.req !== undefined);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        msg: 'request completed',
        statusCode: 200,
        req: { method: 'GET', url: '/api/registration/validate-token?token=[redacted]' },
      });
      expect(JSON.stringify(lines)).not.toContain('s3cret');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
