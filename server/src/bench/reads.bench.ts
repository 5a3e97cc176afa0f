// npm run bench -w server (second part): the dashboard's read paths on the demo data (the demo
// facility's years of annual data and its best-practice answers) with 16 concurrent readers over
// real HTTP, each path alone and as the pages ask for them together (one round trip: the loaders
// start them at once). Target (docs/engineering.md#heavy-work-off-the-event-loop): p50 ≤ 10 ms. Then a light request's latency while two
// clients download PDF reports without pause, beside the same request on an idle server: the
// reports are made (and on PostgreSQL read) in worker threads, so the light request should barely
// notice (docs/engineering.md#heavy-work-off-the-event-loop: p99 rises by less than 20 %). Both run on PGlite and, when BENCH_DATABASE_URL, TEST_DATABASE_URL
// or DATABASE_URL names a PostgreSQL server the bench may create a database on, on PostgreSQL too.
// BENCH_SCALE scales the number of requests (0.1 for a quick look).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens.ts';
import { users } from '../db/schema/index.ts';
import { demoEmail, seedDemo } from '../seed/demo.ts';
import { startServer, type RunningServer } from '../server.ts';
import { withPostgresDatabase } from './postgres-database.ts';

const CLIENTS = 16;
const SCALE = Math.max(0.1, Number(process.env.BENCH_SCALE ?? 1));
const REQUESTS = Math.round(800 * SCALE);
const WARMUP = Math.round(200 * SCALE);
const ROUNDS = 3;
const FACILITY = 1;
const TARGET_P50 = 10;

interface Measured {
  count: number;
  seconds: number;
  latencies: number[];
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The round with the median rate, as update-answers.bench.ts reports it. */
function summarise(rounds: Measured[]) {
  const { count, seconds, latencies } = [...rounds].sort((a, b) => a.count / a.seconds - b.count / b.seconds)[
    Math.floor(rounds.length / 2)
  ]!;
  return { rate: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function load(
  server: RunningServer,
  token: string,
  paths: string[],
  clients: number,
  requests: number,
  warmup = WARMUP,
  rounds = ROUNDS,
): Promise<Measured[]> {
  const worker = new Worker(new URL('./http-get-load.mjs', import.meta.url), {
    workerData: { url: server.url, token, clients, requests, warmup, rounds, paths },
  });
  try {
    return await new Promise<Measured[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

const base = `/api/insights/organisation/${FACILITY}`;
const read = {
  footprint: `${base}/footprint`,
  footprints: `${base}/footprints`,
  series: `${base}/series`,
  readiness: `${base}/readiness`,
  progress: `/api/reviews/progress/organisation/${FACILITY}`,
};
/** What each page's loader asks for at once (app/src/insights/load-insights.ts). */
const pages = {
  'dashboard page (3 at once)': [read.readiness, read.footprint, read.footprints],
  'year page (3 at once)': [read.footprint, read.series, read.footprints],
};

/** What a server on `databaseUrl` (PGlite in a temporary folder when null) is given, then closed. */
async function withDemoServer<T>(
  databaseUrl: string | null,
  run: (server: RunningServer, token: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-bench-reads-'));
  const server = await startServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    await seedDemo(server.db.db);
    const [owner] = await server.db.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
    return await run(server, (await signAccessToken(server.config, owner!.id)).token);
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The "reads" block: each dashboard path alone, then as the pages ask for them together. */
async function reads(database: string, server: RunningServer, token: string, whatStops: string) {
  console.log(
    `\nreads on ${database}: the demo facility's dashboard paths, ${CLIENTS} concurrent readers; median of ${ROUNDS} rounds of ${REQUESTS} (target p50 ≤ ${TARGET_P50} ms)`,
  );
  const entries: [string, string[]][] = [
    // The floor on this machine: one `select 1` behind the same HTTP stack, no auth, no answers.
    ['floor: GET /api/readiness', ['/api/readiness']],
    ...Object.entries(read).map(([name, path]): [string, string[]] => [name, [path]]),
    ...Object.entries(pages),
  ];
  let floorRate = 0;
  let missed = false;
  for (const [name, paths] of entries) {
    const result = summarise(await load(server, token, paths, CLIENTS, REQUESTS));
    if (name.startsWith('floor')) floorRate = result.rate;
    missed ||= result.p50 > TARGET_P50;
    console.log(
      `  ${name.padEnd(28)} ${result.rate.toFixed(0).padStart(6)}/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms   ${result.p50 <= TARGET_P50 ? 'met' : 'NOT met'}`,
    );
  }
  if (!missed) return;
  // Little's law: readers that ask again as soon as they are answered wait CLIENTS ÷ rate each.
  const needed = CLIENTS / (TARGET_P50 / 1000);
  console.log(
    `  What stops them here: ${CLIENTS} readers asking again at once wait ${CLIENTS} ÷ rate each (Little's law), so p50 ≤ ${TARGET_P50} ms needs ${needed.toFixed(0)} answers/s, ` +
      `${floorRate < needed ? 'more than' : 'near'} the ${floorRate.toFixed(0)}/s of the floor itself (one trivial query, no sign-in check); ${whatStops}`,
  );
}

/** The median of some numbers. */
const median = (values: number[]) => percentile(values, 50);

/** Two clients downloading the annual report again and again, until `stop`: how many were made. */
function reportDownloads(server: RunningServer, token: string) {
  const downloads = new Worker(new URL('./http-get-load.mjs', import.meta.url), {
    workerData: {
      url: server.url,
      token,
      clients: 2,
      requests: 1_000_000,
      warmup: 0,
      rounds: 1,
      paths: [`${base}/report`],
      tally: true,
    },
  });
  let made = 0;
  let failed: Error | undefined;
  downloads.on('message', () => (made += 1));
  downloads.on('error', (error) => (failed = error));
  return {
    made: () => made,
    async stop() {
      await downloads.terminate();
      // A download that failed stopped its client: the light request would then look unhindered.
      if (failed) throw new Error(`a report download failed: ${failed.message}`);
    },
  };
}

/** Phases of the light client alone and beside the downloads, taken in turn. */
const PHASES = 3;

/**
 * One client asking for the server's readiness (GET /api/readiness, what a load balancer asks)
 * again and again: alone, then while two clients download the PDF report without pause, three
 * times in turn, 3,000 requests a phase (with 300 the p99 was the third slowest answer and moved
 * by ±200 % from one run to the next). The idle p99 itself moves by a factor of two between
 * phases on this machine, so each side is the median of its three.
 */
async function reports(database: string, server: RunningServer, token: string, whatStops: string) {
  const alone = summarise(await load(server, token, [`${base}/report`], 1, 20, 5));
  const light = async () =>
    (await load(server, token, ['/api/readiness'], 1, Math.round(3000 * SCALE), WARMUP, 1))[0]!.latencies;
  const idle: number[] = [];
  const busy: number[] = [];
  let made = 0;
  for (let phase = 0; phase < PHASES; phase++) {
    idle.push(percentile(await light(), 99));
    const downloads = reportDownloads(server, token);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = downloads.made();
    busy.push(percentile(await light(), 99));
    made += downloads.made() - before;
    await downloads.stop();
  }
  const rise = (median(busy) / median(idle) - 1) * 100;
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  console.log(
    `\nreports on ${database}: one report alone p50 ${alone.p50.toFixed(0)} ms; GET /api/readiness by 1 client, p99 of ${PHASES} phases each: ` +
      `alone ${list(idle)} ms, while 2 clients download PDF reports ${list(busy)} ms (${made} reports made meanwhile); ` +
      `medians ${median(idle).toFixed(2)} → ${median(busy).toFixed(2)} ms (p99 ${rise >= 0 ? '+' : ''}${rise.toFixed(0)} %, target < +20 %)`,
  );
  if (rise >= 20) console.log(`  What stops it here: ${whatStops}`);
}

/** Why a database misses a target on this machine, said beside the figures. */
interface WhatStops {
  reads: string;
  reports: string;
}

const sharedCores = "the server, PostgreSQL and the readers share this machine's cores";
// BENCH_ONLY=reads or BENCH_ONLY=reports measures one part (a quick look while working on it).
const only = process.env.BENCH_ONLY;

/** Both parts on one database: PGlite when `databaseUrl` is null. */
const measure = (database: string, databaseUrl: string | null, whatStops: WhatStops) =>
  withDemoServer(databaseUrl, async (server, token) => {
    if (only !== 'reports') await reads(database, server, token, whatStops.reads);
    if (only !== 'reads') await reports(database, server, token, whatStops.reports);
  });

await measure('PGlite', null, {
  reads: 'every request also queues for the one embedded PGlite connection, which answers on the event loop.',
  reports:
    'PGlite is one connection on the event loop: the worker renders each PDF, but the report is read there, ' +
    "and a light request arriving meanwhile waits for the query running, the longest the benchmarks' staleness check " +
    "over every facility's year (8–12 ms) and the peer quartiles (3–15 ms) (docs/engineering.md#heavy-work-off-the-event-loop). " +
    'On PostgreSQL the worker reads the report over its own connections.',
});

const postgresAdmin =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresAdmin) {
  await withPostgresDatabase(postgresAdmin, (url) =>
    measure('PostgreSQL', url, {
      reads: `${sharedCores}, and the readers share the pool's 10 connections.`,
      reports: `${sharedCores} with the report workers and their database sessions.`,
    }),
  );
} else {
  console.log(
    '\nreads and reports on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://user:password@host:5432/db to measure them too.',
  );
}
