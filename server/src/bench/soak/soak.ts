// `npm run soak [-- --minutes N --people N]`: a real server (PGlite in a fresh temporary DATA_DIR,
// or DATABASE_URL when set) under 200 simulated people for a bounded time over loopback, then the
// figures beside their goals (docs/engineering.md#soak). Exits 1 when a correctness goal fails
// (unexpected answers, an acknowledged save not read back); latency and memory are reported only.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { builtServerArgs } from '../../test/built-server.ts';
import { checkGoals, exitCodeOf, saveSurvived } from './goals.ts';
import { DEFAULT_PACE_SECONDS, mixShares, SAVE_KINDS, planOf, STEP_KINDS, type StepKind } from './mix.ts';
import { addressOf, attachPeople, personState, requestsOf, type PersonState, type Upload } from './people.ts';
import { ANNUAL_YEAR, REVIEW, type SoakPerson } from './seed-people.ts';
import {
  growthAfter,
  readGauges,
  serverTimed,
  settledAt,
  summariseLatencies,
  type Sample,
} from './summary.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const USAGE = 'usage: npm run soak -- [--minutes N] [--people N] [--pace SECONDS]';
const { values: options } = (() => {
  try {
    return parseArgs({
      options: {
        minutes: { type: 'string', default: '10' },
        people: { type: 'string', default: '200' },
        pace: { type: 'string', default: String(DEFAULT_PACE_SECONDS) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // An unknown option: the usage line, not a stack trace.
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const minutes = Number(options.minutes);
const peopleCount = Number(options.people);
const pace = Number(options.pace);
if (
  !(minutes > 0) ||
  !Number.isInteger(peopleCount) ||
  peopleCount < 1 ||
  !Number.isInteger(pace) ||
  pace < 1
) {
  console.error(USAGE);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || null;
/** Memory is compared from here on (the first minute warms caches, pools and the JIT). */
const SETTLE_SECONDS = Math.min(60, (minutes * 60) / 2);
const SAMPLE_EVERY_MS = 5000;
/** The server's request-duration histogram (server/src/metrics/metrics.ts), cumulative since it started. */
const DURATION_HISTOGRAM = 'oncourse_http_request_duration_seconds';
const WAVES = 10;
const GAUGES = {
  rss: 'oncourse_process_resident_memory_bytes',
  heap: 'oncourse_nodejs_heap_size_used_bytes',
  liveHeap: 'oncourse_nodejs_heap_live_bytes',
  external: 'oncourse_nodejs_external_memory_bytes',
  loopP99: 'oncourse_nodejs_eventloop_lag_p99_seconds',
  loopMax: 'oncourse_nodejs_eventloop_lag_max_seconds',
  workers: 'oncourse_report_workers',
} as const;

/** Node's arguments to run a TypeScript file of the repository. */
const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', join(root, script), ...args];

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${url}/api/readiness`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server was not ready after five minutes');
}

/** GET /metrics every few seconds: the server's memory and event-loop delay over the run. */
function sampleMetrics(url: string, started: number) {
  const samples: Record<keyof typeof GAUGES, Sample[]> = {
    rss: [],
    heap: [],
    liveHeap: [],
    external: [],
    loopP99: [],
    loopMax: [],
    workers: [],
  };
  const timer = setInterval(() => {
    void fetch(`${url}/metrics`)
      .then((response) => response.text())
      .then((text) => {
        const at = (performance.now() - started) / 1000;
        const read = readGauges(text, Object.values(GAUGES));
        for (const [key, name] of Object.entries(GAUGES) as [keyof typeof GAUGES, string][]) {
          if (read[name] !== undefined) samples[key].push({ at, value: read[name] });
        }
      })
      .catch(() => undefined);
  }, SAMPLE_EVERY_MS);
  return { samples, stop: () => clearInterval(timer) };
}

/** The small document each person uploads once a session, as the app's form sends it. */
async function uploadBody(): Promise<Upload> {
  const form = new FormData();
  const pdf = await readFile(join(root, 'fixtures/content/documents/demo-water-licence.pdf'));
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'water-licence.pdf');
  form.set('name', 'Water abstraction licence');
  form.set('section', 'WATER');
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

interface Envelope {
  data?: { accessToken?: string; answers?: Record<string, { value?: unknown }> } | null;
}

/** One call of the read-back: its status and its JSON (an empty envelope when it was not JSON). */
async function call(
  url: string,
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`${url}${path}`, init);
  const body = (await response.json().catch(() => ({}))) as Envelope;
  return { status: response.status, body };
}

/**
 * Reads each person's two answers back (signed in afresh when their last sign-in failed, from an
 * address of the read-back's own): every acknowledged save must be there.
 */
async function readBack(
  url: string,
  people: PersonState[],
  password: string,
): Promise<{ acknowledged: number; lost: string[] }> {
  let acknowledged = 0;
  const lost: string[] = [];
  const queue = [...people];
  const reader = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      const forwarded = {
        'x-forwarded-for': addressOf(person.index, 78),
        'content-type': 'application/json',
      };
      // The person's own token when they hold one (minutes old); a fresh sign-in otherwise.
      const signIn = person.token
        ? { status: 200, body: { data: { accessToken: person.token } } }
        : await call(url, '/api/auth/login', {
            method: 'POST',
            headers: forwarded,
            body: JSON.stringify({ email_address: person.email, password, isTournamentLogin: false }),
          });
      const headers = { ...forwarded, authorization: `Bearer ${signIn.body.data?.accessToken}` };
      const org = person.organisationId;
      for (const [saved, path] of [
        [person.review, `/api/reviews/answers/question/${REVIEW.questionSetId}/organisation/${org}`],
        [person.annual, `/api/reviews/annual-data/organisation/${org}/years/${ANNUAL_YEAR}/answers`],
      ] as const) {
        if (saved.acknowledged === null) continue;
        acknowledged += 1;
        const read = await call(url, path, { headers });
        const value = read.body.data?.answers?.[saved.questionId]?.value;
        if (read.status !== 200 || !saveSurvived(value, saved.acknowledged, saved.unanswered)) {
          lost.push(
            `${person.email} set ${saved.answerSetId}: sign-in ${signIn.status}, read ${read.status} ${String(value)}, acknowledged ${saved.acknowledged.value}`,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return { acknowledged, lost };
}

const ms = (value: number) => value.toFixed(1).padStart(8);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-soak-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Each person comes from an address of their own in X-Forwarded-For, as through a load balancer.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  let server: ChildProcess | undefined;
  try {
    const password = `Soak-${randomBytes(6).toString('hex')}-18`;
    console.log(
      `Seeding the demo and ${peopleCount} people on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}…`,
    );
    const seeded = await promisify(execFile)(
      process.execPath,
      tsx('server/src/bench/soak/seed-people-cli.ts', String(peopleCount), password),
      { cwd: root, env, maxBuffer: 64 * 2 ** 20 },
    ).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1)!) as SoakPerson[]);
    // SOAK_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops, to see where
    // a saturated server spends its time (open it in Chrome's DevTools, Performance panel).
    const profile = process.env.SOAK_CPU_PROFILE;
    const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    server = spawn(process.execPath, [...profiling, ...(await builtServerArgs('main'))], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilReady(url, server);

    const people = seeded.map(personState);
    const plans = new Map(people.map((person) => [person.index, planOf(person.index)]));
    const upload = await uploadBody();
    const latencies = new Map<StepKind, number[]>(STEP_KINDS.map((kind) => [kind, []]));
    const unexpected: string[] = [];
    let unexpectedCount = 0;
    /** People taken by autocannon's clients so far: each client takes the next `pace` people of its wave. */
    let taken = 0;
    const started = performance.now();
    const metrics = sampleMetrics(url, started);
    console.log(
      `Soaking for ${minutes} min: ${peopleCount} people, one request every ${pace} s each (${(peopleCount / pace).toFixed(0)} a second in all)…`,
    );
    const onUnexpected = (kind: StepKind, status: number, body: string) => {
      unexpectedCount += 1;
      if (unexpected.length < 10) unexpected.push(`${kind}: ${status} ${body.slice(0, 200)}`);
    };
    // People arrive over the first minute (half the run when shorter), a wave every few seconds, and
    // all stop together: 200 sign-ins at once (a scrypt each) would only measure the thread pool.
    const waves = Math.min(WAVES, peopleCount);
    const rampSeconds = SETTLE_SECONDS;
    const results = await Promise.all(
      Array.from({ length: waves }, async (_, wave) => {
        const delay = (wave * rampSeconds) / waves;
        const inWave = Math.floor(peopleCount / waves) + (wave < peopleCount % waves ? 1 : 0);
        const firstOfWave = wave * Math.floor(peopleCount / waves) + Math.min(wave, peopleCount % waves);
        let nextOfWave = firstOfWave;
        await sleep(delay * 1000);
        return autocannon({
          url,
          connections: Math.ceil(inWave / pace),
          connectionRate: 1,
          duration: Math.max(1, Math.round(minutes * 60 - delay)),
          timeout: 60,
          requests: [{ method: 'GET', path: '/api/readiness' }],
          setupClient: (client) => {
            const turn = people.slice(nextOfWave, Math.min(nextOfWave + pace, firstOfWave + inWave));
            nextOfWave += turn.length;
            taken += turn.length;
            attachPeople(
              client,
              turn.map((person) => ({
                person,
                requests: requestsOf(person, plans.get(person.index)!, upload, password, onUnexpected),
              })),
              (kind, _status, latency) => latencies.get(kind)!.push(latency),
            );
          },
        });
      }),
    );
    if (taken !== peopleCount) throw new Error(`${taken} of ${peopleCount} people took part`);
    const result = {
      requests: results.reduce((sum, each) => sum + each.requests.total, 0),
      errors: results.reduce((sum, each) => sum + each.errors, 0),
      timeouts: results.reduce((sum, each) => sum + each.timeouts, 0),
    };
    const seconds = (performance.now() - started) / 1000;
    metrics.stop();
    // Before the read-back, which saves nothing but would add its own reads.
    const timedByServer = await fetch(`${url}/metrics`)
      .then((response) => response.text())
      .then((text) => serverTimed(text, DURATION_HISTOGRAM, ['updateAnswers'], '0.1'))
      .catch(() => null);
    const { acknowledged, lost } = await readBack(url, people, password);

    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\nsoak on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${peopleCount} people, ${seconds.toFixed(0)} s, ` +
        `${result.requests} requests (${(result.requests / seconds).toFixed(1)}/s); ` +
        `machine: ${cpus().length} cores, load average ${load} (shared: other work runs beside the soak)`,
    );
    const shares = mixShares([...plans.values()]);
    console.log(
      `  ${'kind'.padEnd(32)} ${'share'.padStart(6)} ${'count'.padStart(7)} ${'per s'.padStart(7)}      p50      p95      p99      max (ms)`,
    );
    for (const kind of STEP_KINDS) {
      const summary = summariseLatencies(latencies.get(kind)!, seconds);
      console.log(
        `  ${kind.padEnd(32)} ${`${((shares.get(kind) ?? 0) * 100).toFixed(0)} %`.padStart(6)} ${String(summary.count).padStart(7)} ${summary.rate.toFixed(1).padStart(7)} ${ms(summary.p50)} ${ms(summary.p95)} ${ms(summary.p99)} ${ms(summary.max)}`,
      );
    }
    console.log(
      `\n  server over time (every ${SAMPLE_EVERY_MS / 1000} s, shown every 30 s): RSS, heap used, live heap (after the last full collection), memory outside the heap (PGlite's included), event-loop delay p99 / max, report workers`,
    );
    const { rss, heap, liveHeap, external, loopP99, loopMax, workers } = metrics.samples;
    for (let index = 0; index < rss.length; index += 6) {
      const at = rss[index]!.at;
      const near = (samples: Sample[]) => samples.find((sample) => sample.at === at)?.value ?? Number.NaN;
      console.log(
        `  ${at.toFixed(0).padStart(5)} s   RSS ${mb(near(rss)).padStart(7)}   heap ${mb(near(heap)).padStart(7)}   live ${mb(near(liveHeap)).padStart(7)}   outside ${mb(near(external)).padStart(7)}   loop delay ${(near(loopP99) * 1000).toFixed(1)} / ${(near(loopMax) * 1000).toFixed(1)} ms   workers ${near(workers)}`,
      );
    }
    // autocannon counts a timeout among its errors too.
    const errors = unexpectedCount + result.errors;
    const saveLatencies = SAVE_KINDS.flatMap((kind) => latencies.get(kind)!);
    const settled = settledAt(workers, SETTLE_SECONDS);
    // The heap as full collections leave it: garbage waiting for the next one is not growth
    // (docs/engineering.md#soak).
    const rssGrowth = growthAfter(rss, settled);
    const heapGrowth = growthAfter(liveHeap, settled);
    const externalGrowth = growthAfter(external, settled);
    const goals = checkGoals({
      errors,
      saveP99Ms: summariseLatencies(saveLatencies, seconds).p99,
      rssGrowth: rssGrowth?.growth ?? null,
      heapGrowth: heapGrowth?.growth ?? null,
      acknowledgedSaves: acknowledged,
      lostSaves: lost.length,
    });
    if (rssGrowth && heapGrowth) {
      console.log(
        `  memory from ${settled.toFixed(0)} s to the end (medians of each end's window): RSS ${mb(rssGrowth.settled)} → ${mb(rssGrowth.final)}, live heap ${mb(heapGrowth.settled)} → ${mb(heapGrowth.final)}` +
          (externalGrowth
            ? `, outside the heap ${mb(externalGrowth.settled)} → ${mb(externalGrowth.final)}`
            : ''),
      );
    }
    console.log(
      `\n  errors: ${unexpectedCount} unexpected answers, ${result.errors - result.timeouts} connection errors, ${result.timeouts} timeouts (no answer within 60 s)`,
    );
    for (const line of [...unexpected, ...lost.slice(0, 10)]) console.log(`    ${line}`);
    console.log('\n  goals');
    for (const goal of goals) {
      const verdict = goal.met ? 'met' : goal.enforced ? 'FAILED' : 'missed (reported, not enforced)';
      console.log(
        `  ${goal.name.padEnd(44)} goal ${goal.target.padEnd(16)} measured ${goal.measured.padEnd(22)} ${verdict}`,
      );
    }
    if (timedByServer && timedByServer.count > 0) {
      // The client's figures include the generator's own waits for a core it shares with the server;
      // this is the server's clock, from its first byte read to its last written.
      console.log(
        `  saves as the server timed them (${DURATION_HISTOGRAM}, updateAnswers): ` +
          `${((timedByServer.within / timedByServer.count) * 100).toFixed(1)} % of ${timedByServer.count} within 100 ms ` +
          `(p99 under 100 ms when 99 % or more)`,
      );
    }
    return exitCodeOf(goals);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
