// npm run bench -w server (third part): the programme staff's certification pages on PostgreSQL
// with 10,000 facilities and 2,000 cases under way (and 3,000 finished ones the queue must skip):
// the staff queue's first page and a case page, each asked one after another over real HTTP.
// Target (docs/engineering.md#route-budgets): p95 under 100 ms. Runs when BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server the bench may create a database on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens.ts';
import { queryRows } from '../db/client.ts';
import { programmeStaff, users } from '../db/schema/index.ts';
import { analyzeStaleTables } from '../db/table-statistics.ts';
import { startServer, type RunningServer } from '../server.ts';
import { withPostgresDatabase } from './postgres-database.ts';

const FACILITIES = 10_000;
const OPEN_CASES = 2_000;
const FINISHED_CASES = 3_000;
const SCALE = Math.max(0.1, Number(process.env.BENCH_SCALE ?? 1));
const REQUESTS = Math.round(300 * SCALE);
const WARMUP = Math.round(30 * SCALE);
const TARGET_P95 = 100;

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ??
  NaN;

/**
 * The programme's data in bulk: facilities, a verifier, open cases across the states that are
 * under way (each with its timeline, and in verification two requests with a reply each) and
 * finished cases, as years of a real programme would leave them.
 */
async function populate(server: RunningServer): Promise<{ staffId: number; caseId: number }> {
  const db = server.db.db;
  const [staff] = await db
    .insert(users)
    .values([
      { email: 'bench.staff@example.test', firstName: 'Sam', lastName: 'Staff' },
      { email: 'bench.verifier@example.test', firstName: 'Vera', lastName: 'Verifier' },
    ])
    .returning({ id: users.id });
  await db.insert(programmeStaff).values({ userId: staff!.id });
  await db.execute(sql`
    insert into verifiers (user_id, name, company, countries, languages, accredited_until)
    select id, 'Vera Verifier', 'Green Audits', '{GB}', '{en}', '2099-12-31' from users
    where email = 'bench.verifier@example.test'`);
  await db.execute(sql`
    insert into organisations (type, title, city, country_id)
    select 'FACILITY', 'Bench Golf Club ' || n, 'Town ' || (n % 400),
      (select id from countries order by id limit 1 offset (n % 20))
    from generate_series(1, ${FACILITIES}) n`);
  // Cases under way, one per facility, the longest waiting spread over a year; then finished ones.
  await db.execute(sql`
    with facilities as (
      select id, row_number() over (order by id) as n from organisations where title like 'Bench Golf Club %'
    )
    insert into certification_cases (organisation_id, state, version, review_year, submitted, verifier_id, created_at, updated_at)
    select id,
      (array['desk-review', 'returned', 'verification', 'decision'])[1 + n % 4],
      3, 2025,
      jsonb_build_array(jsonb_build_object('answerSetId', n, 'questionSetId', 1, 'year', 2025, 'version', 7)),
      case when n % 4 >= 2 then (select id from verifiers limit 1) end,
      now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day' + interval '1 hour'
    from facilities where n <= ${OPEN_CASES}
    union all
    select id, (array['certified', 'not-certified', 'withdrawn'])[1 + n % 3], 5, 2023, '[]'::jsonb,
      (select id from verifiers limit 1), now() - interval '2 years', now() - interval '700 days'
    from facilities where n > ${FACILITIES - FINISHED_CASES}`);
  await db.execute(sql`
    insert into certification_events (case_id, action, from_state, to_state, actor_user_id, comment)
    select c.id, e.action, null, c.state, ${staff!.id}, 'A note on step ' || e.n
    from certification_cases c
    cross join (values (1, 'apply'), (2, 'assign'), (3, 'record-visit'), (4, 'note')) as e(n, action)`);
  await db.execute(sql`
    insert into certification_requests (case_id, question_id, kind, text)
    select c.id, 1000 + r, 'evidence', 'Please attach the plan ' || r
    from certification_cases c cross join generate_series(1, 2) r where c.state = 'verification'`);
  await db.execute(sql`
    insert into certification_replies (request_id, by_verifier, text)
    select id, false, 'Attached' from certification_requests`);
  await analyzeStaleTables(db);
  const [verification] = await queryRows<{ id: number }>(
    db,
    sql`select id from certification_cases where state = 'verification' order by id desc limit 1`,
  );
  return { staffId: staff!.id, caseId: verification!.id };
}

/** One request after another: each page's latency as a staff member's browser would wait for it. */
async function timed(server: RunningServer, token: string, path: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (index >= WARMUP) latencies.push(performance.now() - started);
  }
  return latencies;
}

async function measure(databaseUrl: string): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-bench-certification-'));
  const server = await startServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  try {
    const started = performance.now();
    const { staffId, caseId } = await populate(server);
    const token = (await signAccessToken(server.config, staffId)).token;
    console.log(
      `\ncertification on PostgreSQL: ${FACILITIES.toLocaleString('en')} facilities, ${OPEN_CASES.toLocaleString('en')} cases under way, ` +
        `${FINISHED_CASES.toLocaleString('en')} finished (made in ${((performance.now() - started) / 1000).toFixed(1)} s); ` +
        `${REQUESTS} requests one after another each (target p95 < ${TARGET_P95} ms)`,
    );
    for (const [name, path] of [
      // The floor on this machine: one `select 1` behind the same HTTP stack, no sign-in check.
      ['floor: GET /api/readiness', '/api/readiness'],
      ['staff queue, first page', '/api/certification/cases'],
      ['staff queue, in verification', '/api/certification/cases?state=verification'],
      ['a case page (staff)', `/api/certification/cases/${caseId}`],
    ] as const) {
      const latencies = await timed(server, token, path);
      const p95 = percentile(latencies, 95);
      console.log(
        `  ${name.padEnd(30)} p50 ${percentile(latencies, 50).toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${p95 < TARGET_P95 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const postgresAdmin =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresAdmin) {
  await withPostgresDatabase(postgresAdmin, measure);
} else {
  console.log(
    '\ncertification on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://user:password@host:5432/db to measure it.',
  );
}
