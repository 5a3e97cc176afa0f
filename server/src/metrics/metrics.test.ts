import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { databases, useTestApp } from '../test/harness.ts';

/** The value of one sample line of the Prometheus text, e.g. `name{label="x"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databases())('GET /metrics on %s', (kind) => {
  // Report workers of its own: the ones test apps share may have made another file's reports.
  const t = useTestApp(kind, { exports: 'own' });

  it('counts requests and their latency by contract operation, in Prometheus text', async () => {
    const { app } = t.current;
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/healthcheck' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, 'oncourse_http_requests_total{operation="healthcheck",method="GET",status="200"}'),
    ).toBe(3);
    expect(sample(text, 'oncourse_http_request_duration_seconds_count{operation="healthcheck"}')).toBe(3);
    expect(
      sample(text, 'oncourse_http_requests_total{operation="not_found",method="GET",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain('no-such-call');
  });

  it('shows the database pool, the heap kept and how many mails wait in the outbox', async () => {
    const { app, db } = t.current;
    await db.db.insert(mailOutbox).values([
      { to: 'waiting@example.test', subject: 'Waiting', text: 'still to send' },
      { to: 'sent@example.test', subject: 'Sent', text: 'gone', status: 'sent' },
    ]);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'oncourse_mail_outbox_pending')).toBe(1);
    expect(sample(text, 'oncourse_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Report workers start on demand: none before the first report.
    expect(sample(text, 'oncourse_report_workers')).toBe(0);
    expect(sample(text, 'oncourse_nodejs_heap_live_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-me-please-0123456789';
  const t = useTestApp('pglite', { config: { metricsToken: token } });

  it('answers only the monitoring that carries the token', async () => {
    const { app } = t.current;
    const anonymous = await app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('oncourse_');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(404);
    const scraper = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('oncourse_http_requests_total');
  });
});
