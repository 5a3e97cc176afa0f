// npm run bench -w server (third part): badge requests per second over loopback
// (docs/public-recognition.md#behaviour): the demo facility's SVG badge, then its PNG, with 16
// kept-alive clients on PGlite, then on PostgreSQL when a server is named. Each request is one
// indexed query and a render; the goal on the project's two-core machine is 1,000 SVG badges a second. Reported, not asserted: the figure
// depends on what else the machine runs. BENCH_SCALE scales the number of requests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { publicProfiles } from '../db/schema/index.ts';
import { seedDemo } from '../seed/demo.ts';
import { startServer } from '../server.ts';
import { withPostgresDatabase } from './postgres-database.ts';

const CLIENTS = 16;
const SCALE = Math.max(0.1, Number(process.env.BENCH_SCALE ?? 1));
const REQUESTS = Math.round(5000 * SCALE);
const WARMUP = Math.round(500 * SCALE);
const ROUNDS = 3;
const FACILITY = 1;
const GOAL = 1000;

interface Measured {
  count: number;
  seconds: number;
  latencies: number[];
}

async function load(url: string, path: string): Promise<Measured[]> {
  const worker = new Worker(new URL('./http-get-load.mjs', import.meta.url), {
    workerData: {
      url,
      token: '',
      clients: CLIENTS,
      requests: REQUESTS,
      warmup: WARMUP,
      rounds: ROUNDS,
      paths: [path],
    },
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Seeds the demo on a fresh server over `env`'s database and measures both badges. */
async function measure(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-bench-badges-'));
  const server = await startServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  });
  try {
    await seedDemo(server.db.db, undefined, { peers: false });
    const [profile] = await server.db.db
      .select({ slug: publicProfiles.slug })
      .from(publicProfiles)
      .where(eq(publicProfiles.organisationId, FACILITY));
    if (!profile) throw new Error('The demo facility has no public profile');
    for (const kind of ['svg', 'png']) {
      const rounds = await load(server.url, `/badge/${profile.slug}.${kind}`);
      const rate = median(rounds.map((round) => round.count / round.seconds));
      const p50 = median(rounds.flatMap((round) => round.latencies));
      const verdict =
        kind === 'svg' ? (rate >= GOAL ? ` (goal ${GOAL}/s met)` : ` (goal ${GOAL}/s not met)`) : '';
      console.log(
        `badge .${kind} on ${label}: ${Math.round(rate)} requests/s, p50 ${p50.toFixed(1)} ms, ${CLIENTS} clients${verdict}`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite', {});
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (adminUrl) {
  await withPostgresDatabase(adminUrl, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
} else {
  console.log('badges on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
