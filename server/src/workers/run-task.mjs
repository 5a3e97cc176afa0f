// piscina's task function in every pool worker (pool.ts): loads the worker's TypeScript module
// (workerData.entry) through tsx and runs the task each job names. Plain JavaScript, because a
// worker thread does not inherit the loader its parent registered (npm start registers tsx in the
// main thread; vitest runs the tests through its own), so this one file is what makes a worker load
// the same way under `npm start`, `tsx` and the tests. tsImport loads in its own namespace, so it
// also works where tsx is already registered (`tsx src/main.ts` passes its loader on to workers).
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** The module's tasks, loading from the worker's start so the first job's time limit leaves it out. */
let loading = load();

function load() {
  const tasks = tsImport(workerData.entry, import.meta.url).then((module) => {
    if (typeof module.tasks !== 'object' || module.tasks === null) throw new Error('it exports no tasks');
    return module.tasks;
  });
  // The job that awaits it answers the failure; until one does, nothing else should see it.
  tasks.catch(() => {});
  return tasks;
}

/** An error as plain data: an Error does not survive the trip with its class. */
function failed(error, prefix = '') {
  const { name, message, stack } =
    error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
  return { ok: false, error: { name, message: `${prefix}${message}`, ...(stack ? { stack } : {}) } };
}

/**
 * One job ({ id, task, input }, pool.ts's TaskMessage) to its TaskReply. A task's failure is an
 * answer, never a throw: piscina rejects a job only when the pool or the worker failed.
 */
export default async function runTask({ id, task, input }) {
  let tasks;
  try {
    tasks = await loading;
  } catch (error) {
    // Every job fails at once instead of the thread being restarted in a loop; the next job
    // tries loading again (a file being deployed may have arrived).
    loading = load();
    return failed(error, `could not load ${workerData.entry}: `);
  }
  // The job's time limit runs from here (pool.ts stops this thread when it runs out).
  parentPort?.postMessage({ started: id, threadId });
  try {
    const run = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
    if (typeof run !== 'function') throw new Error(`This worker has no task ${task}`);
    return { ok: true, result: await run(input) };
  } catch (error) {
    return failed(error);
  }
}
