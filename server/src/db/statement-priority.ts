import { AsyncLocalStorage } from 'node:async_hooks';

// Which statements go first on PGlite, whose one connection runs a statement at a time
// (docs/engineering.md#saving): those of a call that writes, which a person is waiting on (an
// autosave, a note), before those of reads queued at the same moment (a dashboard, a report's data).
const writing = new AsyncLocalStorage<true>();

/** Runs `work` (a call that writes) with its statements ahead of reads waiting for PGlite. */
export function asWrite<T>(work: () => T): T {
  return writing.run(true, work);
}

/** Whether the statement about to run serves a call that writes. */
export function servesWrite(): boolean {
  return writing.getStore() === true;
}
