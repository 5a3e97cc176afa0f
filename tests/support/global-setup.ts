// The `tests` project's vitest global setup. Once per run, in the background (inBackground,
// server/src/test/background.ts):
// - the app is built if stale (app-build-setup.ts), when journeys run;
// - a product's first start is made once: its data folder's database (migrated and seeded, as
//   `npm start` leaves it) is kept as a template that each product and API test server starts on
//   (data-folder.ts): on a loaded 2-core machine a start that made a new PGlite cluster, migrated
//   and seeded it took 16–45 s; a start on a copy takes about 4 s.
// Both took 30 s to minutes before any test of any project began; now the app's and the server's
// tests run meanwhile, and a file of this project waits only if it starts before they are done.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startAppBuild } from './app-build-setup.ts';
import { inBackground, runScript } from '@oncourse/server/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `pgdata` folder to copy into a new DATA_DIR (see data-folder.ts), once `pgdataTemplate.done` is there. */
    pgdataTemplate: string;
  }
}

const firstStart = fileURLToPath(new URL('first-start.ts', import.meta.url));

async function firstStartDatabase(folder: string, template: string): Promise<void> {
  const dataDir = join(folder, 'first-start');
  await runScript(firstStart, [dataDir]);
  // Only the database: the secret and the files of a data folder stay each start's own.
  await cp(join(dataDir, 'pgdata'), template, { recursive: true });
}

// One first start for the run: the `tests` and `tests-alone` projects both have this setup (see
// app-build-setup.ts for why it is kept on globalThis).
const run = globalThis as { oncourseFirstStart?: { folder: string; template: string; made: Promise<void> } };

const JOURNEYS_EXCLUDED = '**/*.journey.test.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!run.oncourseFirstStart) {
    const folder = await mkdtemp(join(tmpdir(), 'oncourse-first-start-'));
    const template = join(folder, 'pgdata');
    run.oncourseFirstStart = {
      folder,
      template,
      made: inBackground(template, () => firstStartDatabase(folder, template)),
    };
  }
  const { folder, template, made } = run.oncourseFirstStart;
  project.provide('pgdataTemplate', template);
  // `npm run test:unit` leaves the journeys out (its --exclude, package.json), and the app build
  // with them: the CLI's exclude reaches the root config, not this project's.
  const journeys = !project.vitest.config.exclude.includes(JOURNEYS_EXCLUDED);
  const built = journeys ? await startAppBuild(project) : null;
  return async () => {
    await Promise.all([made, built?.()]);
    await rm(folder, { recursive: true, force: true });
  };
}
