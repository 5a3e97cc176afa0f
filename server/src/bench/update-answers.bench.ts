// npm run bench -w server: updateAnswers over real HTTP (auth, membership, validation, version
// check, one upsert batched with the saves arriving at the same time) with 16 concurrent clients,
// side by side with its floor on the same machine in the same run: on PGlite the database's own
// single-row UPDATE rate in-process (target: at least 50 %); on PostgreSQL, when BENCH_DATABASE_URL
// names a database the bench may create databases next to, a bare Fastify + pg server whose PATCH
// runs one UPDATE (target: at least 85 %), with pgbench's rate beside it. Profile saves (PATCH
// app-user, 16 users at once) are measured against the same floor. p99 under 50 ms. The server and
// its floor run at the same time and take turns, a round each, so that a change in what else the
// machine does falls on both alike.
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
const ROUNDS = 5;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

/** One side of a comparison, ready to run: a round of `count` operations at a time. */
interface Side {
  round(count: number): Promise<Round>;
  close(): Promise<void>;
}

/**
 * Every side warmed up, then ROUNDS rounds of REQUESTS operations, the sides taking turns (one
 * round each, in order); each side's rounds in order.
 */
async function takeTurns(sides: Side[]): Promise<Round[][]> {
  for (const side of sides) await side.round(WARMUP);
  const rounds: Round[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, side] of sides.entries()) rounds[index]!.push(await side.round(REQUESTS));
  }
  return rounds;
}

/** Runs `use` on the sides `open` makes, closing them however it ends. */
async function withSides<T>(open: () => Promise<Side[]>, use: (sides: Side[]) => Promise<T>): Promise<T> {
  const sides = await open();
  try {
    return await use(sides);
  } finally {
    for (const side of sides) await side.close();
  }
}

/** Single-row UPDATEs by CLIENTS concurrent callers, each on its own row. */
async function updateSide(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  close: () => Promise<void>,
): Promise<Side> {
  await query('create table if not exists bench_rows (id integer primary key, n integer not null)', []);
  await query(
    'insert into bench_rows select g, 0 from generate_series(1, $1::int) g on conflict do nothing',
    [CLIENTS],
  );
  const loop = async (id: number, times: number, latencies: number[]) => {
    for (let index = 0; index < times; index++) {
      const started = performance.now();
      await query('update bench_rows set n = n + 1 where id = $1', [id]);
      latencies.push(performance.now() - started);
    }
  };
  const ids = Array.from({ length: CLIENTS }, (_, index) => index + 1);
  return {
    async round(count) {
      const perWorker = Math.ceil(count / CLIENTS);
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(ids.map((id) => loop(id, perWorker, latencies)));
      return { rate: (perWorker * CLIENTS) / ((performance.now() - started) / 1000), latencies };
    },
    close,
  };
}

/** PGlite's own single-row UPDATE in-process, on disk: the floor on PGlite. */
async function pgliteUpdateSide(): Promise<Side> {
  const dir = await mkdtemp(join(tmpdir(), 'oncourse-bench-pglite-'));
  const db = await PGlite.create(dir);
  return updateSide(
    (sql, params) => db.query(sql, params),
    async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  );
}

/** The same single-row UPDATE through node-postgres: the baseline when pgbench is not installed. */
function nodePostgresSide(url: string): Promise<Side> {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  return updateSide(
    (sql, params) => pool.query(sql, params),
    () => pool.end(),
  );
}

const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

/**
 * PostgreSQL's own rate, the yardstick of the target: pgbench (its C client, two threads) running the
 * single-row UPDATE with CLIENTS clients, each on its own row; latencies from its per-transaction
 * log (microseconds, third column).
 */
async function pgbenchSide(url: string): Promise<Side> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('create table bench_rows (id integer primary key, n integer not null)');
  await setup.query('insert into bench_rows select g, 0 from generate_series(1, $1::int) g', [CLIENTS]);
  await setup.end();
  const dir = await mkdtemp(join(tmpdir(), 'oncourse-bench-pgbench-'));
  const script = join(dir, 'update.sql');
  await writeFile(script, 'update bench_rows set n = n + 1 where id = :client_id + 1;\n');
  let rounds = 0;
  return {
    async round(count) {
      const log = `round${rounds++}`;
      const args = ['-n', '-c', String(CLIENTS), '-j', '2', '-t', String(Math.ceil(count / CLIENTS))];
      args.push('-f', script, '-l', `--log-prefix=${join(dir, log)}`, url);
      const run = spawnSync('pgbench', args, { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
      if (!tps) throw new Error(`pgbench printed no rate: ${run.stdout}`);
      const latencies: number[] = [];
      for (const file of (await readdir(dir)).filter((name) => name.startsWith(`${log}.`))) {
        for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
          const micros = Number(line.split(' ')[2]);
          if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
        }
      }
      return { rate: Number(tps[1]), latencies };
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
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

/**
 * CLIENTS concurrent clients PATCHing `url` (http-load.mjs, in a worker thread of its own), a round
 * when asked; `close` also runs `after` (what serves `url`).
 */
function httpSide(url: string, targets: Target[], after: () => Promise<void> = async () => {}): Side {
  const worker = new Worker(new URL('./http-load.mjs', import.meta.url), {
    workerData: { url, clients: targets },
  });
  return {
    async round(count) {
      const {
        count: done,
        seconds,
        latencies,
      } = await new Promise<{
        count: number;
        seconds: number;
        latencies: number[];
      }>((resolve, reject) => {
        const failed = (error: Error) => reject(error);
        worker.once('error', failed);
        worker.once('message', (measured) => {
          worker.off('error', failed);
          resolve(measured);
        });
        worker.postMessage(count);
      });
      return { rate: done / seconds, latencies };
    },
    async close() {
      await worker.terminate();
      await after();
    },
  };
}

/**
 * The floor of a save over HTTP on PostgreSQL: Fastify with nothing registered but one PATCH route
 * on the save's path, which parses the JSON body and runs one single-row UPDATE through a pg pool
 * of the server's size (10), answering the new version. No sign-in, no access check, no history.
 */
async function bareFastifySide(url: string): Promise<Side> {
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
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const targets = Array.from({ length: CLIENTS }, (_, index) => ({
    kind: 'answers' as const,
    organisationId: 1,
    answerSetId: index + 1,
    questionId: NUMBER_QUESTION,
    token: 'none',
    version: 0,
  }));
  return httpSide(address, targets, async () => {
    await app.close();
    await pool.end();
  });
}

/**
 * Starts the real server with CLIENTS users, each a member of a facility of its own: one side
 * saves answers (updateAnswers, each client its own set), the other profiles (updateAppUser, each
 * client its own). Closing the second stops the server.
 */
async function serverSides(databaseUrl: string | null): Promise<[answers: Side, profile: Side]> {
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
  return [
    httpSide(server.url, answerTargets),
    httpSide(server.url, profileTargets, async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }),
  ];
}

const row = (label: string, result: Result) =>
  `  ${label.padEnd(38)} ${result.rate.toFixed(0).padStart(7)}/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms`;

/**
 * A side's share of the floor: the median of its rounds' shares, each of the floor's round just
 * before it, with the lowest and highest.
 */
function share(side: Round[], floor: Round[]): { median: number; low: number; high: number } {
  const shares = side.map((round, index) => round.rate / floor[index]!.rate);
  return { median: median(shares), low: Math.min(...shares), high: Math.max(...shares) };
}

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

/**
 * Prints one database's block from its rounds (`beside` first, then the floor, answers and profile);
 * whether the answer saves met their targets.
 */
function report(
  database: string,
  labels: { beside?: string; floor: string },
  target: number,
  rounds: Round[][],
) {
  const [floor, answers, profile] = rounds.slice(-3) as [Round[], Round[], Round[]];
  const answersShare = share(answers, floor);
  const p99 = summarise(answers).p99;
  const pass = answersShare.median >= target && p99 < 50;
  console.log(
    `\n${database}: ${CLIENTS} concurrent clients; ${ROUNDS} rounds of ${REQUESTS} operations a side, taking turns; the median round`,
  );
  if (labels.beside) console.log(row(labels.beside, summarise(rounds[0]!)));
  console.log(row(`${labels.floor} (floor)`, summarise(floor)));
  console.log(row('updateAnswers over HTTP', summarise(answers)));
  console.log(row('updateAppUser (profile) over HTTP', summarise(profile)));
  const profileShare = share(profile, floor);
  console.log(
    `  answers ${percent(answersShare.median)} of the floor (rounds ${percent(answersShare.low)}–${percent(answersShare.high)}; target ≥ ${percent(target)}), p99 ${p99.toFixed(1)} ms (target < 50 ms): ${pass ? 'met' : 'NOT met'}; profile ${percent(profileShare.median)} of the floor (rounds ${percent(profileShare.low)}–${percent(profileShare.high)})`,
  );
}

// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (to profile the request path without PGlite in it).
if (!process.env.BENCH_SKIP_PGLITE) {
  const rounds = await withSides(
    async () => [await pgliteUpdateSide(), ...(await serverSides(null))],
    takeTurns,
  );
  report('PGlite (embedded, on disk)', { floor: 'single-row UPDATE in-process' }, 0.5, rounds);
}

const postgresAdmin = process.env.BENCH_DATABASE_URL;
if (postgresAdmin) {
  const pgbench = hasPgbench();
  const rounds = await withPostgresDatabase(postgresAdmin, (yardstickUrl) =>
    withPostgresDatabase(postgresAdmin, (floorUrl) =>
      withPostgresDatabase(postgresAdmin, (serverUrl) =>
        withSides(
          async () => [
            await (pgbench ? pgbenchSide(yardstickUrl) : nodePostgresSide(yardstickUrl)),
            await bareFastifySide(floorUrl),
            ...(await serverSides(serverUrl)),
          ],
          takeTurns,
        ),
      ),
    ),
  );
  report(
    'PostgreSQL',
    {
      beside: `single-row UPDATE (${pgbench ? 'pgbench' : 'node-postgres'})`,
      floor: 'bare Fastify + pg, one UPDATE',
    },
    0.85,
    rounds,
  );
} else {
  console.log(
    '\nPostgreSQL: set BENCH_DATABASE_URL=postgres://user:password@host:5432/db to measure it too.',
  );
}
