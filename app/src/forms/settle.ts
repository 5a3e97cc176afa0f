/** docs/shell.md#limits: the loader hides 300 ms after a save or upload finishes. */
export const LOADER_SETTLE_MS = 300;

/** Waits `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `work` and resolves 300 ms after it settles, so a loader does not flicker off. */
export async function withSettle<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    await delay(LOADER_SETTLE_MS);
  }
}
