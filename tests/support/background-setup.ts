// Work a global setup starts and does not wait for: vitest runs every project's global setup before
// the first test file of any project, and the `tests` project's files start last (projects run in
// name order), so the app build and the first start's database are made while the app's and the
// server's tests run instead of before them. The main process writes `<marker>.done` or
// `<marker>.failed`; a test file that needs the work waits for it (`finished`).
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
