// A test skipped for want of a tool must not pass unseen: scripts/skipped-tests-reporter.mjs names
// it at the end of the run and, with CI set, fails the run. This runs vitest on a planted test file
// that skips, as `npm test` would, and reads what the person at the terminal reads.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reporter = join(root, 'scripts/skipped-tests-reporter.mjs');
const SKIPPED = 'reads the report back (skipped: frobnicate is not installed)';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'oncourse-skips-'));
  await symlink(join(root, 'node_modules'), join(folder, 'node_modules'));
  await writeFile(
    join(folder, 'planted.test.mjs'),
    "import { it } from 'vitest';\n" +
      "it('runs', () => {});\n" +
      `it.skipIf(true)(${JSON.stringify(SKIPPED)}, () => {});\n`,
  );
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs vitest on the planted file with the reporter; the exit code and everything it printed. */
function run(env: Record<string, string>, ...args: string[]): { status: number | null; output: string } {
  // The child is a vitest run of its own, not a worker of this one.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'CI'),
  );
  const child = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      `--reporter=${reporter}`,
      ...args,
    ],
    { cwd: folder, env: { ...inherited, ...env }, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

describe('a skipped test', () => {
  it('is named with what it needs at the end of the run, which still passes on a workstation', () => {
    const { status, output } = run({});
    expect(output).toContain('1 test skipped: this machine lacks what they need');
    expect(output).toContain(`planted.test.mjs › ${SKIPPED}`);
    expect(status).toBe(0);
  });

  it('fails the run when CI is set', () => {
    const { status, output } = run({ CI: 'true' });
    expect(output).toContain(`planted.test.mjs › ${SKIPPED}`);
    expect(status).toBe(1);
  });

  it('is not reported when the run picks tests by name on purpose', () => {
    const { status, output } = run({ CI: 'true' }, '-t', 'runs');
    expect(output).not.toContain('this machine lacks what they need');
    expect(status).toBe(0);
  });
});
