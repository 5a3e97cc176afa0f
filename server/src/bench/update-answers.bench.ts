// npm run bench -w server: updateAnswers over real HTTP (auth, membership, validation, version
// check, one upsert batched with the saves arriving at the same time) with 16 concurrent clients,
// side by side with its floor on the same machine in the same run: on PGlite the database's own
// single-row UPDATE rate in-process (target: at least 50 %); on PostgreSQL, when BENCH_DATABASE_URL
// names a database the bench may create databases next to, a bare Fastify + pg server whose PATCH
// runs one UPDATE (target: at least 85 %), with pgbench's rate beside it. Profile saves (PATCH
// app-user, 16 users at once) are measured against the same floor. p99 under 50 ms.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { signAccessToken } from '../auth/tokens.ts';
import { answerSets, memberships, organisations, users } from '../db/schema/index.ts';
import { startServer } from '../server.ts';
import { withPostgresDatabase } from './postgres-database.ts';

const CLIENTS = 16;
const SCALE = Math.max(0.1, Number(process.env.BENCH_SCALE ?? 1));
const REQUESTS = Math.round(3000 * SCALE);
const WARMUP = Math.round(1000 * SCALE);
/**
 * Each side is measured this many times after its warm-up and reported by its median round: on
 * a shared 2-core machine one round of either side varies by a third from run to run.
 */
const ROUNDS = 3;
const NATURE = 1;
/** A number question of the nature review (fixtures/question-sets/nature.json). */
const NUMBER_QUESTION = 10006;
const USER_ACCESS_TYPE = 3;

interface Result {
  rate: number;
  p50: number;
  p99: number;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One measured round: operations per second and each operation's latency (ms). */
interface Round {
  rate: number;
  latencies: number[];
}

/** The round with the median rate, with its latency percentiles. */
function summarise(rounds: Round[]): Result {
  const { rate, latencies } = [...rounds].sort((a, b) => a.rate - b.rate)[Math.floor(rounds.length / 2)]!;
  return { rate, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** `count` single-row UPDATEs by `workers` concurrent callers, each on its own row. */
async function updateRate(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  workers: number,
  count: number,
): Promise<Result> {
  await query('create table if not exists bench_rows (id integer primary key, n integer not null)', []);
  await query(
    'insert into bench_rows select g, 0 from generate_series(1, $1::int) g on conflict do nothing',
    [workers],
  );
  const loop = async (id: number, times: number, latencies: number[] | null) => {
    for (let index = 0; index < times; index++) {
      const started = performance.now();
      await query('update bench_rows set n = n + 1 where id = $1', [id]);
      latencies?.push(performance.now() - started);
    }
  };
  const perWorker = Math.ceil(count / workers);
  const ids = Array.from({ length: workers }, (_, index) => index + 1);
  await Promise.all(ids.map((id) => loop(id, Math.ceil(WARMUP / workers), null)));
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(ids.map((id) => loop(id, perWorker, latencies)));
    rounds.push({ rate: (perWorker * workers) / ((performance.now() - started) / 1000), latencies });
  }
  return summarise(rounds);
}

async function pgliteUpdateRate(): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), 'oncourse-bench-pglite-'));
  const db = await PGlite.create(dir);
  try {
    return await updateRate((sql, params) => db.query(sql, params), CLIENTS, REQUESTS);
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same single-row UPDATE through node-postgres: the baseline when pgbench is not installed. */
async function nodePostgresUpdateRate(url: string): Promise<Result> {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  try {
    return await updateRate((sql, params) => pool.query(sql, params), CLIENTS, REQUESTS);
  } finally {
    await pool.end();
  }
}

const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

/**
 * PostgreSQL's own rate, the yardstick of the target: pgbench (its C client, two threads) running the
 * single-row UPDATE with CLIENTS clients, each on its own row; latencies from its per-transaction
 * log (microseconds, third column).
 */
async function pgbenchUpdateRate(url: string): Promise<Result> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('create table bench_rows (id integer primary key, n integer not null)');
  await setup.query('insert into bench_rows select g, 0 from generate_series(1, $1::int) g', [CLIENTS]);
  await setup.end();
  const dir = await mkdtemp(join(tmpdir(), 'oncourse-bench-pgbench-'));
  try {
    const script = join(dir, 'update.sql');
    await writeFile(script, 'update bench_rows set n = n + 1 where id = :client_id + 1;\n');
    const pgbench = (transactions: number, log: string | null) => {
      const args = ['-n', '-c', String(CLIENTS), '-j', '2', '-t', String(transactions), '-f', script];
      if (log) args.push('-l', `--log-prefix=${join(dir, log)}`);
      const run = spawnSync('pgbench', [...args, url], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
      return run.stdout;
    };
    pgbench(Math.ceil(WARMUP / CLIENTS), null);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const output = pgbench(Math.ceil(REQUESTS / CLIENTS), `round${round}`);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
      if (!tps) throw new Error(`pgbench printed no rate: ${output}`);
      const latencies: number[] = [];
      for (const file of (await readdir(dir)).filter((name) => name.startsWith(`round${round}.`))) {
        for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
          const micros = Number(line.split(' ')[2]);
          if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
        }
      }
      rounds.push({ rate: Number(tps[1]), latencies });
    }
    return summarise(rounds);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What one client of http-load.mjs PATCHes: an answer set of its own, or its own profile. */
type Target =
  | {
      kind: 'answers';
      organisationId: number;
      answerSetId: number;
      questionId: number;
      token: string;
      version: number;
    }
  | { kind: 'profile'; userId: number; email: string; token: string };

/** CLIENTS concurrent clients PATCHing `url` (http-load.mjs, in a worker thread of its own). */
async function httpRate(url: string, targets: Target[]): Promise<Result> {
  const worker = new Worker(new URL('./http-load.mjs', import.meta.url), {
    workerData: { url, clients: targets, requests: REQUESTS, warmup: WARMUP, rounds: ROUNDS },
  });
  try {
    const measured = await new Promise<{ count: number; seconds: number; latencies: number[] }[]>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    return summarise(measured.map(({ count, seconds, latencies }) => ({ rate: count / seconds, latencies })));
  } finally {
    await worker.terminate();
  }
}

/**
 * The floor of a save over HTTP on PostgreSQL: Fastify with nothing registered but one PATCH route
 * on the save's path, which parses the JSON body and runs one single-row UPDATE through a pg pool
 * of the server's size (10), answering the new version. No sign-in, no access check, no history.
 */
async function bareFastifyRate(url: string): Promise<Result> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('create table bench_rows (id integer primary key, n integer not null)');
  await pool.query('insert into bench_rows select g, 0 from generate_series(1, $1::int) g', [CLIENTS]);
  const app = Fastify({ logger: false });
  app.patch<{ Params: { answerSetId: string } }>(
    '/api/reviews/answers/:answerSetId/organisation/:organisationId',
    async (request) => {
      const { rows } = await pool.query<{ n: number }>(
        'update bench_rows set n = n + 1 where id = $1 returning n',
        [Number(request.params.answerSetId)],
      );
      return { ok: true, status: 200, data: { version: rows[0]!.n } };
    },
  );
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return await httpRate(
      address,
      Array.from({ length: CLIENTS }, (_, index) => ({
        kind: 'answers' as const,
        organisationId: 1,
        answerSetId: index + 1,
        questionId: NUMBER_QUESTION,
        token: 'none',
        version: 0,
      })),
    );
  } finally {
    await app.close();
    await pool.end();
  }
}

interface ServerResults {
  answers: Result;
  profile: Result;
}

/**
 * Starts the real server and measures updateAnswers with CLIENTS clients, each saving its own set,
 * then updateAppUser with each client saving its own profile.
 */
async function serverRates(databaseUrl: string | null): Promise<ServerResults> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-bench-server-'));
  const server = await startServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const db = server.db.db;
    const answerTargets: Target[] = [];
    const profileTargets: Target[] = [];
    for (let index = 0; index < CLIENTS; index++) {
      const [organisation] = await db
        .insert(organisations)
        .values({ type: 'FACILITY', title: `Bench Links ${index}`, measurementUnit: 'metric' })
        .returning({ id: organisations.id });
      const email = `bench${index}@example.test`;
      const [user] = await db
        .insert(users)
        .values({ email, firstName: 'Bench', lastName: String(index), registrationCompletedAt: new Date() })
        .returning({ id: users.id });
      await db.insert(memberships).values({
        userId: user!.id,
        organisationId: organisation!.id,
        accessTypeId: USER_ACCESS_TYPE,
        inviteStatus: 'joined',
        joinedAt: new Date(),
      });
      const [set] = await db
        .insert(answerSets)
        .values({ organisationId: organisation!.id, questionSetId: NATURE, year: null })
        .returning({ id: answerSets.id });
      const token = (await signAccessToken(server.config, user!.id)).token;
      answerTargets.push({
        kind: 'answers',
        organisationId: organisation!.id,
        answerSetId: set!.id,
        questionId: NUMBER_QUESTION,
        token,
        version: 0,
      });
      profileTargets.push({ kind: 'profile', userId: user!.id, email, token });
    }
    return {
      answers: await httpRate(server.url, answerTargets),
      profile: await httpRate(server.url, profileTargets),
    };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const row = (label: string, result: Result) =>
  `  ${label.padEnd(38)} ${result.rate.toFixed(0).padStart(7)}/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms`;

const percent = (part: Result, whole: Result) => `${((part.rate / whole.rate) * 100).toFixed(0)} %`;

/** Prints one database's block; whether the answer saves met their targets. */
function report(
  database: string,
  floor: { label: string; result: Result; target: number },
  server: ServerResults,
  beside: { label: string; result: Result }[] = [],
): boolean {
  const ratio = server.answers.rate / floor.result.rate;
  const pass = ratio >= floor.target && server.answers.p99 < 50;
  console.log(
    `\n${database}: ${CLIENTS} concurrent clients; median of ${ROUNDS} rounds of ${REQUESTS} operations`,
  );
  for (const { label, result } of beside) console.log(row(label, result));
  console.log(row(`${floor.label} (floor)`, floor.result));
  console.log(row('updateAnswers over HTTP', server.answers));
  console.log(row('updateAppUser (profile) over HTTP', server.profile));
  console.log(
    `  answers ${percent(server.answers, floor.result)} of the floor (target ≥ ${floor.target * 100} %), p99 ${server.answers.p99.toFixed(1)} ms (target < 50 ms): ${pass ? 'met' : 'NOT met'}; profile ${percent(server.profile, floor.result)} of the floor`,
  );
  return pass;
}

// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (to profile the request path without PGlite in it).
if (!process.env.BENCH_SKIP_PGLITE) {
  const pgliteBaseline = await pgliteUpdateRate();
  const pgliteServer = await serverRates(null);
  report(
    'PGlite (embedded, on disk)',
    { label: 'single-row UPDATE in-process', result: pgliteBaseline, target: 0.5 },
    pgliteServer,
  );
}

const postgresAdmin = process.env.BENCH_DATABASE_URL;
if (postgresAdmin) {
  const pgbench = hasPgbench();
  const database = await withPostgresDatabase(
    postgresAdmin,
    pgbench ? pgbenchUpdateRate : nodePostgresUpdateRate,
  );
  const floor = await withPostgresDatabase(postgresAdmin, bareFastifyRate);
  const server = await withPostgresDatabase(postgresAdmin, serverRates);
  report('PostgreSQL', { label: 'bare Fastify + pg, one UPDATE', result: floor, target: 0.85 }, server, [
    { label: `single-row UPDATE (${pgbench ? 'pgbench' : 'node-postgres'})`, result: database },
  ]);
} else {
  console.log(
    '\nPostgreSQL: set BENCH_DATABASE_URL=postgres://user:password@host:5432/db to measure it too.',
  );
}
