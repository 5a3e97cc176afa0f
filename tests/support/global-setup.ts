// The `tests` project's vitest global setup. Once per run, before any file:
// - the app is built if stale (app-build-setup.ts), when journeys run;
// - a product's first start is made once: its data folder's database (migrated and seeded, as
//   `npm start` leaves it) is kept as a template that each product and API test server starts on
//   (data-folder.ts): on a loaded 2-core machine a start that made a new PGlite cluster, migrated
//   and seeded it took 16–45 s; a start on a copy takes about 4 s.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '@oncourse/server';
import { buildAppIfStale } from './app-build-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `pgdata` folder to copy into a new DATA_DIR (see data-folder.ts). */
    pgdataTemplate: string;
  }
}

async function firstStartDatabase(folder: string): Promise<string> {
  const dataDir = join(folder, 'first-start');
  const server = await startServer({
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    logger: false,
  });
  await server.close();
  // Only the database: the secret and the files of a data folder stay each start's own.
  const template = join(folder, 'pgdata');
  await cp(join(dataDir, 'pgdata'), template, { recursive: true });
  return template;
}

const JOURNEYS_EXCLUDED = '**/*.journey.test.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'oncourse-first-start-'));
  // `npm run test:unit` leaves the journeys out (its --exclude, package.json), and the app build
  // with them: the CLI's exclude reaches the root config, not this project's.
  const journeys = !project.vitest.config.exclude.includes(JOURNEYS_EXCLUDED);
  const [template] = await Promise.all([firstStartDatabase(folder), journeys ? buildAppIfStale() : null]);
  project.provide('pgdataTemplate', template);
  return () => rm(folder, { recursive: true, force: true });
}
