// The first-start setup of the tests and journeys projects (vitest.config.ts). Once per run, in the
// background (inBackground, server/src/test/background.ts), a product's first start is made: its
// data folder's database (migrated and seeded, as `npm start` leaves it) is kept as a template that
// each product and API test server starts on (data-folder.ts): on a loaded 2-core machine a start
// that made a new PGlite cluster, migrated and seeded it took 16–45 s; a start on a copy takes
// about 4 s. Other projects' tests run meanwhile, and a file waits only if it starts before it is
// done. The journeys' projects also build the app (app-build-setup.ts).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
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

// One first start for the run: the tests and both journeys projects have this setup (see
// app-build-setup.ts for why it is kept on globalThis).
const run = globalThis as { oncourseFirstStart?: { folder: string; template: string; made: Promise<void> } };

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
  return async () => {
    await made;
    await rm(folder, { recursive: true, force: true });
  };
}
