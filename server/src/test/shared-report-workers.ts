// The report workers test apps share. A report worker loads the renderers' module graph through
// tsx as it starts (workers/run-task.mjs), at the lowest priority (workers/export-pool.ts): that
// took 3–6 s of the first PDF test of an app on 2 cores, 25 s and more while other work kept them
// busy, once per test app. Shared, it is once per test process. Apps sharing them see nothing of
// each other: a job carries the rows the event loop read (PGlite) or names the database the worker
// reads (PostgreSQL).
import type { Config } from '../config.ts';
import { createExportPool, type ExportPool } from '../workers/export-pool.ts';

// Kept while the test process lives: server test files share their worker's modules (isolate:
// false), and vitest ends the process, with its threads, after the last file.
let shared: ExportPool | undefined;

/** This test process's report workers, made (not yet started: that waits for a report) on first use. */
export function sharedReportWorkers(config: Pick<Config, 'reportWorkers'>): ExportPool {
  return (shared ??= createExportPool(config));
}
