// The journeys-alone project's vitest global setup (vitest.config.ts): the demo seeded into a data
// folder in the background, while the other projects run, so the waterfall journey, which runs
// with the machine to itself, only starts the product on a copy of it (page-load.ts
// `startDemoProduct`): seeding took about half of the half-minute it ran alone.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { finished, inBackground } from '@oncourse/server/testing';
import { seedDemo } from './demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR with the demo seeded, once `<it>.done` is there; its sign-in in `<it>.json`. */
    demoDataDir?: string;
  }
}

/** What the first-start and build setups keep for the run (global-setup.ts, app-build-setup.ts). */
const run = globalThis as {
  oncourseFirstStart?: { template: string };
  oncourseAppBuild?: { marker: string };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'oncourse-demo-'));
  const dataDir = join(folder, 'data');
  const made = inBackground(dataDir, async () => {
    // The demo starts from the first start's database, as `npm run demo` on a folder `npm start`
    // has run on, and its tool is the run's build of the server.
    const template = run.oncourseFirstStart?.template;
    if (template) {
      await finished(template, "The first start's database (tests/support/global-setup.ts)");
      await cp(template, join(dataDir, 'pgdata'), { recursive: true });
    }
    const build = run.oncourseAppBuild?.marker;
    if (build) await finished(build, 'The app and server builds (tests/support/app-build-setup.ts)');
    await writeFile(`${dataDir}.json`, JSON.stringify(await seedDemo(dataDir)));
  });
  project.provide('demoDataDir', dataDir);
  return async () => {
    await made;
    await rm(folder, { recursive: true, force: true });
  };
}
