// A worker for pool.test.ts: tasks that answer, fail, crash, wait and spin on demand.
import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';

export const tasks = {
  echo: (input: unknown) => ({ input, threadId }),
  fail: (message: string) => {
    throw new Error(message);
  },
  exit: (code: number) => process.exit(code),
  /** The nice value of the thread running the task. */
  niceness: () => getPriority(0),
  sleep: (ms: number) => new Promise<number>((resolve) => setTimeout(() => resolve(threadId), ms)),
  /** Waits (up to 20 s) until `parties` jobs have arrived at the shared counter: true when they all did. */
  meet: ({ counter, parties }: { counter: SharedArrayBuffer; parties: number }) => {
    const view = new Int32Array(counter);
    Atomics.add(view, 0, 1);
    Atomics.notify(view, 0);
    const until = Date.now() + 20_000;
    for (let seen = Atomics.load(view, 0); seen < parties && Date.now() < until; seen = Atomics.load(view, 0))
      Atomics.wait(view, 0, seen, until - Date.now());
    return { threadId, met: Atomics.load(view, 0) >= parties };
  },
  spin: (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
    return threadId;
  },
};

export type TestingTasks = typeof tasks;
