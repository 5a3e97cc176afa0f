// The file every pool worker starts from: it takes the pool's nice value, then loads the worker's TypeScript module (workerData.entry)
// through tsx. Plain JavaScript, because a worker thread does not inherit the loader its parent
// registered (npm start registers tsx in the main thread; vitest runs the tests through its own),
// so this one file is what makes a worker load the same way under `npm start`, `tsx` and the tests.
// tsImport loads in its own namespace, so it also works where tsx is already registered (`tsx src/main.ts`
// passes its loader on to workers).
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Process 0 is the calling thread on Linux: only this worker yields. Where the system refuses
// (another kernel, a sandbox), the worker runs at the usual priority.
if (workerData.niceness) {
  try {
    setPriority(0, workerData.niceness);
  } catch {
    // the usual priority
  }
}

await tsImport(workerData.entry, import.meta.url);
