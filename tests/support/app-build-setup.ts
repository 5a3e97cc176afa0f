// The journeys projects' vitest global setup (vitest.config.ts): the app and the server, built if
// stale, once per run, before any journey starts, so journeys started side by side never build
// them at once (and `npm run size -w app` in CI reads this build). It runs in the background
// (inBackground, server/src/test/background.ts): `startProduct` waits for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { inBackground, serverBuild } from '@oncourse/server/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The marker of the run's app and server builds (server/src/test/background.ts); absent when no journey runs. */
    appBuildMarker?: string;
  }
}

const appBuild = new URL('../../scripts/app-build.mjs', import.meta.url).href;

/**
 * `npm run build -w app` when app/dist is missing or older than a source (scripts/app-build.mjs),
 * and the server's bundle likewise (scripts/server-build.mjs), as `npm start` would.
 */
export async function buildProductIfStale(): Promise<void> {
  const { buildAppIfStale: app } = (await import(appBuild)) as { buildAppIfStale: () => Promise<void> };
  const { buildServerIfStale: server } = await serverBuild();
  await Promise.all([app(), server()]);
}

// One build for the run: the journeys and journeys-alone projects each run this setup, and
// vitest may load each project's global setup in a module graph of its own: the process is one.
const run = globalThis as { oncourseAppBuild?: { marker: string; built: Promise<void> } };

/**
 * Starts the run's app build (once) and tells the project's files where its marker is; the
 * returned teardown waits for the build and removes the marker.
 */
export async function startAppBuild(project: TestProject): Promise<() => Promise<void>> {
  if (!run.oncourseAppBuild) {
    const marker = join(await mkdtemp(join(tmpdir(), 'oncourse-app-build-')), 'app-build');
    run.oncourseAppBuild = { marker, built: inBackground(marker, buildProductIfStale) };
  }
  const { marker, built } = run.oncourseAppBuild;
  project.provide('appBuildMarker', marker);
  return async () => {
    await built;
    await rm(dirname(marker), { recursive: true, force: true });
  };
}

export default startAppBuild;
