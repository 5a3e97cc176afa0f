// npm run bench -w server (fifth part): how long the programme's figures take to read
// (docs/programme-console.md#figures) over the demo's 300 peer facilities and their 600
// annual-data years, on PGlite and then on PostgreSQL when a server is named: every answer set
// computed (as every read did before the figures were stored per answer set), read again with
// nothing changed, and read after one year was saved. Reported, not asserted: the figures depend
// on what else the machine runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { answerSets, figureSources, organisations, questionSets } from '../db/schema/index.ts';
import { programmeFigures } from '../modules/programme-figures/figures.service.ts';
import { seedDemo } from '../seed/demo.ts';
import { startServer } from '../server.ts';
import { withPostgresDatabase } from './postgres-database.ts';

const ROUNDS = 3;
const DEMO = { demo: true, countries: null, sharingOnly: false };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oncourse-bench-figures-'));
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
    const db = server.db.db;
    await seedDemo(db);
    const ctx = { db };
    const timed = async (before: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await before();
        const start = performance.now();
        await programmeFigures(ctx, DEMO);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    const [year] = await db
      .select({ id: answerSets.id })
      .from(answerSets)
      .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
      .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
      .where(and(eq(organisations.demo, true), eq(questionSets.kind, 'ANNUAL_DATA')))
      .limit(1);
    const everything = await timed(() => db.delete(figureSources));
    const unchanged = await timed(async () => {});
    // A save bumps its set's version, as every save of answers does.
    const oneSaved = await timed(() =>
      db
        .update(answerSets)
        .set({ version: sql`${answerSets.version} + 1` })
        .where(eq(answerSets.id, year!.id)),
    );
    const sets = await db.$count(figureSources);
    console.log(
      `figures on ${label} (${sets} answer sets): every set computed ${everything.toFixed(0)} ms, ` +
        `nothing changed ${unchanged.toFixed(0)} ms, one year saved ${oneSaved.toFixed(0)} ms (median of ${ROUNDS})`,
    );
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
  console.log('figures on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
