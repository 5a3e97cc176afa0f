// The demo seeded into a data folder as `npm run demo` does it (the server's demo tool, as built:
// scripts/server-build.mjs), for the pages measured with the demo facility (page-load.ts).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { builtServerArgs } from '@oncourse/server/testing';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The demo facility's sign-in, as the demo tool prints it. */
export interface DemoSignIn {
  email: string;
  password: string;
}

/** Seeds the demo into DATA_DIR `dataDir` in a process of its own; its sign-in. */
export async function seedDemo(dataDir: string): Promise<DemoSignIn> {
  const { stdout } = await promisify(execFile)(process.execPath, await builtServerArgs('demo'), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as DemoSignIn;
}
