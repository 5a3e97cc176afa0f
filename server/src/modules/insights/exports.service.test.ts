// The PDF report off the event loop (docs/engineering.md#heavy-work-off-the-event-loop): the pool's worker makes the same document the
// event loop made, its failures answer in the error catalogue's shape, and while two readers keep
// downloading reports a light request is no longer held up the way it is when the event loop
// renders them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate } from '@oncourse/engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { hasTool } from '../../test/tools.ts';
import { createExportPool, type ExportPool } from '../../workers/export-pool.ts';
import { WorkerPool } from '../../workers/pool.ts';
import type { TestingTasks } from '../../workers/testing.worker.ts';
import { organisationAccess } from '../access/membership.service.ts';
import { textFrom } from '../reference/text.ts';
import { annualReportPdf } from './annual-report.pdf.ts';
import { annualReportJob } from './annual-report-job.ts';
import { WORKER_APPLICATION } from './export.tasks.ts';

const FACILITY = 1;
const YEAR = 2024;
const report = `/api/insights/organisation/${FACILITY}/report?year=${YEAR}`;

// Readiness answers each p99 below is taken over (at least). Idle answers come quickly and vary
// little; while reports are made, each phase also lasts until four reports are made, so its answers
// include the ones that waited behind them.
const IDLE_SAMPLES = 300;
const BUSY_SAMPLES = 50;

const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF report tests');

function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The services' context of a test app, with the report workers it is given. */
function contextOf(app: TestApp, exports: ExportPool): AppContext {
  const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  return {
    db: app.db.db,
    dbKind: app.db.kind,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    log,
    exports,
  };
}

/** What a member of the facility may see in it, as the report's wiring reads it (turnover needs its own activity). */
async function facilityAccess(db: Database, userId: number): Promise<OrganisationAccess> {
  const { access } = await organisationAccess(db, userId, FACILITY);
  if (!access) throw new Error(`user ${userId} is no member of facility ${FACILITY}`);
  return access;
}

describe('the annual report made by a worker', { timeout: 120_000 }, () => {
  const t = useTestApp('pglite');
  const pool = createExportPool({ reportWorkers: 1 });
  afterAll(() => pool.close());

  const member = async () => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, FACILITY, 'USER');
    return userId;
  };

  it.skipIf(!hasPdfToText)('is the document the event loop made from the same data', async () => {
    const readerId = await member();
    const job = await annualReportJob(contextOf(t.current, pool), {
      organisation: await facilityAccess(t.current.db.db, readerId),
      year: YEAR,
      readerId,
      wellToTank: false,
    });
    const inLoop = await annualReportPdf({ ...job, text: textFrom(job.strings) });
    const fromWorker = await pool.run('annualReportPdf', job);
    const text = pdfText(fromWorker.pdf);
    expect(text).toContain('Heathland Links');
    expect(text).toBe(pdfText(inLoop));
  });

  it('keeps the event loop free while two readers download reports without pause', async () => {
    const ctx = contextOf(t.current, pool);
    const readerId = await member();
    const organisation = await facilityAccess(t.current.db.db, readerId);
    const headers = await t.current.authHeader(readerId);
    const { app } = t.current;

    /**
     * Readiness asked for again and again, `samples` times at least and until `enough()` (at most
     * a minute): the p99 of its answers. A count of answers, not a time: what the p99 needs is
     * enough of them, and a busy machine takes longer to give them.
     */
    const lightRequests = async (samples: number, enough = () => true) => {
      const times: number[] = [];
      const started = performance.now();
      const elapsed = () => performance.now() - started;
      while ((times.length < samples || !enough()) && elapsed() < 60_000) {
        const asked = performance.now();
        const response = await app.inject({ method: 'GET', url: '/api/readiness' });
        expect(response.statusCode).toBe(200);
        times.push(performance.now() - asked);
        // A request from outside arrives through the event loop's I/O phase; inject alone (on the
        // in-memory database) would keep the loop in promise callbacks, never letting the workers'
        // answers in.
        await new Promise((resolve) => setImmediate(resolve));
      }
      times.sort((a, b) => a - b);
      return { p99: times[Math.floor(times.length * 0.99)]!, samples: times.length };
    };
    /** Two readers making reports one after another until `stop()`. */
    const twoReaders = (make: () => Promise<unknown>) => {
      let running = true;
      let made = 0;
      const reader = async () => {
        while (running) {
          await make();
          made += 1;
          // Each download is a request of its own, arriving through the event loop's I/O phase.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      const readers = [reader(), reader()];
      // A reader that fails stops the others and fails the test when stopped.
      for (const one of readers) one.catch(() => (running = false));
      return {
        made: () => made,
        stop: async () => {
          running = false;
          await Promise.all(readers);
        },
      };
    };

    await app.inject({ method: 'GET', url: report, headers }); // workers started, code warmed up
    const idle = await lightRequests(IDLE_SAMPLES);

    const inLoop = twoReaders(async () => {
      const job = await annualReportJob(ctx, {
        organisation,
        year: YEAR,
        readerId,
        wellToTank: false,
      });
      return annualReportPdf({ ...job, text: textFrom(job.strings) });
    });
    const onTheLoop = await lightRequests(BUSY_SAMPLES, () => inLoop.made() >= 4);
    await inLoop.stop();

    const viaPool = twoReaders(async () => {
      const response = await app.inject({ method: 'GET', url: report, headers });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    });
    const offTheLoop = await lightRequests(BUSY_SAMPLES, () => viaPool.made() >= 4);
    await viaPool.stop();

    console.info(
      `readiness p99: idle ${idle.p99.toFixed(1)} ms; while 2 readers make reports on the event loop ` +
        `${onTheLoop.p99.toFixed(1)} ms (${inLoop.made()} reports, ${onTheLoop.samples} requests), ` +
        `in the worker pool ${offTheLoop.p99.toFixed(1)} ms (${viaPool.made()} reports, ${offTheLoop.samples} requests)`,
    );
    expect(inLoop.made()).toBeGreaterThanOrEqual(4);
    expect(viaPool.made()).toBeGreaterThanOrEqual(4);
    // Rendering on the loop holds it for a whole PDF at a time; through the pool, only the
    // report's database reads remain on it. Measured against each other and the idle loop, so a
    // busy machine moves all three alike: the pool takes away at least 80 % of what rendering on
    // the loop adds to a light request's p99.
    expect(offTheLoop.p99 - idle.p99).toBeLessThan(0.2 * (onTheLoop.p99 - idle.p99));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the annual report on PostgreSQL',
  { timeout: 120_000 },
  () => {
    const t = useTestApp('postgres');

    const download = async (year: number) => {
      const userId = await t.current.createUser();
      await t.current.addMember(userId, FACILITY, 'USER');
      return t.current.app.inject({
        method: 'GET',
        url: `/api/insights/organisation/${FACILITY}/report?year=${year}`,
        headers: await t.current.authHeader(userId),
      });
    };

    it.skipIf(!hasPdfToText)(
      'is read by the worker over its own connections: the document the event loop reads',
      async () => {
        const response = await download(YEAR);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toContain(`annual-report-${YEAR}.pdf`);
        const [worker] = await queryRows<{ connections: number }>(
          t.current.db.db,
          sql`select count(*)::int as connections from pg_stat_activity
            where datname = current_database() and application_name = ${WORKER_APPLICATION}`,
        );
        expect(worker?.connections).toBeGreaterThan(0);

        const readerId = await t.current.createUser();
        await t.current.addMember(readerId, FACILITY, 'USER');
        const readHere = await annualReportJob(
          { db: t.current.db.db, config: t.current.config },
          {
            organisation: await facilityAccess(t.current.db.db, readerId),
            year: YEAR,
            readerId,
            wellToTank: false,
          },
        );
        // The footer's date: the download was made a moment earlier, perhaps the day before.
        const dayBefore = new Date(readHere.generatedAt.getTime() - 86_400_000);
        const undated = (text: string) =>
          [readHere.generatedAt, dayBefore].reduce(
            (left, date) => left.replaceAll(formatDate(date, readHere.locale), ''),
            text,
          );
        const text = pdfText(response.rawPayload);
        expect(text).toContain('Heathland Links');
        // Both readers are members with the default language.
        expect(undated(text)).toBe(
          undated(pdfText(await annualReportPdf({ ...readHere, text: textFrom(readHere.strings) }))),
        );
      },
    );

    it("answers a year without data with 404 in the catalogue's shape, as the event loop would", async () => {
      const response = await download(1990);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: { code: 'NOT_FOUND', field: 'year' } });
    });
  },
);

describe('a report the worker cannot make', { timeout: 60_000 }, () => {
  // Workers that know no report: every report fails in the worker as a broken renderer would.
  const broken = new WorkerPool<TestingTasks>({
    entry: new URL('../../workers/testing.worker.ts', import.meta.url),
    size: 1,
    maxQueue: 1,
  });
  const t = useTestApp('pglite', { exports: broken as unknown as ExportPool });
  afterAll(() => broken.close());

  const reader = async () => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, FACILITY, 'USER');
    return t.current.authHeader(userId);
  };
  const download = (headers: { authorization: string }) => t.current.app.inject({ method: 'GET', url: report, headers });

  it("answers 500 in the catalogue's shape, without the worker's message", async () => {
    const response = await download(await reader());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      ok: false,
      status: 500,
      data: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR', number: 500, field: null }),
    });
    expect(response.body).not.toMatch(/annualReportPdf|no task/);
  });

  it('answers 503 at once while every worker is busy and the queue is full', async () => {
    const headers = await reader();
    // One job runs and one waits: the report is one too many. The running job holds its worker
    // until the answer is in (it waits for a second party at the counter, which the test is), so
    // the worker is busy however long the machine takes to answer, and free right after.
    const counter = new SharedArrayBuffer(4);
    const busy = [broken.run('meet', { counter, parties: 2 }), broken.run('sleep', 10)];
    try {
      const response = await download(headers);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        data: { code: 'INTERNAL_SERVER_ERROR', number: 500 },
      });
    } finally {
      const arrivals = new Int32Array(counter);
      Atomics.add(arrivals, 0, 1);
      Atomics.notify(arrivals, 0);
    }
    await Promise.all(busy);
  });
});
