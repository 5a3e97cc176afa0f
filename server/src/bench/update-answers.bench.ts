// npm run bench -w server: updateAnswers over real HTTP (auth, membership, validation, version
// check, one upsert batched with the saves arriving at the same time) with 16 concurrent clients, side by side with the database's own
// single-row UPDATE rate on the same machine in the same run: PGlite in-process always, and
// PostgreSQL too when BENCH_DATABASE_URL names a database the bench may create databases next to.
// Target: at least 50 % of the database's rate, p99 under 50 ms.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { signAccessToken } from '../auth/tokens.ts';
import { answerSets, memberships, organisations, users } from '../db/schema.ts';
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

interface Target {
  organisationId: number;
  answerSetId: number;
  questionId: number;
  token: string;
  version: number;
}

/** Starts the real server and measures updateAnswers with CLIENTS clients, each saving its own set. */
async function updateAnswersRate(databaseUrl: string | null): Promise<Result> {
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
    const targets: Target[] = [];
    for (let index = 0; index < CLIENTS; index++) {
      const [organisation] = await db
        .insert(organisations)
        .values({ type: 'FACILITY', title: `Bench Links ${index}`, measurementUnit: 'metric' })
        .returning({ id: organisations.id });
      const [user] = await db
        .insert(users)
        .values({
          email: `bench${index}@example.test`,
          firstName: 'Bench',
          lastName: String(index),
          registrationCompletedAt: new Date(),
        })
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
      targets.push({
        organisationId: organisation!.id,
        answerSetId: set!.id,
        questionId: NUMBER_QUESTION,
        token: (await signAccessToken(server.config, user!.id)).token,
        version: 0,
      });
    }
    const worker = new Worker(new URL('./http-load.mjs', import.meta.url), {
      workerData: { url: server.url, clients: targets, requests: REQUESTS, warmup: WARMUP, rounds: ROUNDS },
    });
    const measured = await new Promise<{ count: number; seconds: number; latencies: number[] }[]>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    return summarise(measured.map(({ count, seconds, latencies }) => ({ rate: count / seconds, latencies })));
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const row = (label: string, result: Result) =>
  `  ${label.padEnd(34)} ${result.rate.toFixed(0).padStart(7)}/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms`;

function report(database: string, baseline: Result, api: Result): boolean {
  const ratio = api.rate / baseline.rate;
  const pass = ratio >= 0.5 && api.p99 < 50;
  console.log(
    `\n${database}: ${CLIENTS} concurrent clients; median of ${ROUNDS} rounds of ${REQUESTS} operations`,
  );
  console.log(row('single-row UPDATE (database)', baseline));
  console.log(row('updateAnswers over HTTP', api));
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)} % (target ≥ 50 %), p99 ${api.p99.toFixed(1)} ms (target < 50 ms): ${pass ? 'met' : 'NOT met'}`,
  );
  return pass;
}

// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (to profile the request path without PGlite in it).
if (!process.env.BENCH_SKIP_PGLITE) {
  const pgliteBaseline = await pgliteUpdateRate();
  const pgliteApi = await updateAnswersRate(null);
  report('PGlite (embedded, on disk)', pgliteBaseline, pgliteApi);
}

const postgresAdmin = process.env.BENCH_DATABASE_URL;
if (postgresAdmin) {
  const pgbench = hasPgbench();
  const baseline = await withPostgresDatabase(
    postgresAdmin,
    pgbench ? pgbenchUpdateRate : nodePostgresUpdateRate,
  );
  const api = await withPostgresDatabase(postgresAdmin, updateAnswersRate);
  report(pgbench ? 'PostgreSQL (baseline: pgbench)' : 'PostgreSQL (baseline: node-postgres)', baseline, api);
} else {
  console.log(
    '\nPostgreSQL: set BENCH_DATABASE_URL=postgres://user:password@host:5432/db to measure it too.',
  );
}
