// Work a vitest global setup starts and does not wait for: vitest runs every project's global setup
// before the first test file of any project, so the database templates, the app build and the
// first start's database are made while other files run instead of before them. The main process
// writes `<marker>.done` or `<marker>.failed`; a test file that needs the work waits for it
// (`finished`). The tests workspace imports these as @oncourse/server/testing.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** Main process: runs `work` and leaves the marker for the test files; resolves when it is written. */
export function inBackground(marker: string, work: () => Promise<unknown>): Promise<void> {
  return work().then(
    () => writeFile(`${marker}.done`, ''),
    (error: unknown) =>
      writeFile(`${marker}.failed`, error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
}

/** Test side: resolves once the work behind `marker` is done, throws its error if it failed. */
export async function finished(marker: string, what: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(`${marker}.done`)) {
    if (existsSync(`${marker}.failed`))
      throw new Error(`${what} failed:\n${readFileSync(`${marker}.failed`, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`${what} did not finish within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs a TypeScript script in a child process (through tsx), so its PGlite work stays off vitest's
 * main thread, which serves the running test files their modules; rejects with its error output
 * when it exits with another code than 0.
 */
export async function runScript(script: string, args: string[]): Promise<void> {
  let errors = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${errors}`);
}
