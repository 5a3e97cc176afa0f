// GET /metrics in Prometheus' text format: requests and their latency by contract operation, the
// database pool, the heap kept after garbage collection, and the mail outbox depth. One registry per
// app, so test apps never mix counts.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { countPendingMails } from '../mail/mailer.ts';
import { notFound } from '../core/errors.ts';
import { watchLiveHeap } from './live-heap.ts';

export const METRICS_URL = '/metrics';

/**
 * The operation a request counts under: the contract's operationId, else a fixed name, so a
 * scanner probing random URLs cannot grow the label set.
 */
function operationOf(config: unknown, url: string | undefined): string {
  const operationId = (config as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string') return operationId;
  if (url === METRICS_URL) return 'metrics';
  return url === undefined ? 'not_found' : 'app';
}

/** The pg pool under a PostgreSQL handle (drizzle's `$client`, which the handle's type leaves out). */
function poolOf(handle: DatabaseHandle): pg.Pool | null {
  return handle.kind === 'postgres' ? (handle.driver as unknown as { $client: pg.Pool }).$client : null;
}

/** Whether the request carries the configured token (compared in constant time); no token: open. */
function mayScrape(token: string | null, authorization: string | undefined): boolean {
  if (token === null) return true;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(
  app: FastifyInstance,
  handle: DatabaseHandle,
  metricsToken: string | null = null,
  reportWorkers: () => number = () => 0,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'oncourse_' });
  const requests = new Counter({
    name: 'oncourse_http_requests_total',
    help: 'HTTP requests answered, by contract operation, method and status code.',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'oncourse_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by contract operation.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = poolOf(handle);
  new Gauge({
    name: 'oncourse_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; the embedded database has one connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'oncourse_report_workers',
    help: 'Report worker threads started; each holds a heap of its own, counted in the resident memory.',
    registers: [registry],
    collect() {
      this.set(reportWorkers());
    },
  });
  const liveHeap = watchLiveHeap();
  app.addHook('onClose', async () => liveHeap.stop());
  new Gauge({
    name: 'oncourse_nodejs_heap_live_bytes',
    help: 'Heap used after the last full garbage collection: what the server keeps, without the garbage heap used also counts.',
    registers: [registry],
    collect() {
      this.set(liveHeap.bytes());
    },
  });
  new Gauge({
    name: 'oncourse_mail_outbox_pending',
    help: 'Mails in the outbox waiting to be delivered.',
    registers: [registry],
    async collect() {
      this.set(await countPendingMails(handle.db));
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationOf(request.routeOptions.config, request.routeOptions.url);
    requests.inc({ operation, method: request.method, status: String(reply.statusCode) });
    durations.observe({ operation }, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_URL, async (request, reply) => {
    // Without the token: 404, as for an unknown API call, so nothing tells a scanner they are here.
    if (!mayScrape(metricsToken, request.headers.authorization)) throw notFound('Not found');
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
  return registry;
}
