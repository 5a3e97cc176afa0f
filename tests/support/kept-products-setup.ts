// The journeys project's vitest global setup for the products its workers keep (journey.ts): a worker
// runs its files one after another and keeps one `npm start` for those that need no product of
// their own, which no file's afterAll stops. Each kept product leaves a note here (its process
// group and data folder); the worker signals the group when vitest stops it, and this teardown
// waits until each group has gone (or stops it, should the worker have died first) and removes the
// data folders.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stopProcessGroup } from './process-group.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where a worker notes each product it keeps: a file named by the group's id, holding the data folder. */
    keptProductsFolder?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'oncourse-kept-products-'));
  project.provide('keptProductsFolder', folder);
  return async () => {
    for (const name of await readdir(folder)) {
      const dataDir = await readFile(join(folder, name), 'utf8');
      await stopProcessGroup(Number(name));
      await rm(dataDir, { recursive: true, force: true });
    }
    await rm(folder, { recursive: true, force: true });
  };
}
