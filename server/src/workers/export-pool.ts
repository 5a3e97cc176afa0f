import type { Config } from '../config.ts';
import type { CertificateTasks } from '../modules/certification/certificate.tasks.ts';
import type { ExportTasks } from '../modules/insights/report-tasks.ts';
import { WorkerPool } from './pool.ts';

/** The worker threads that render reports (REPORT_WORKERS of them). */
export type ExportPool = WorkerPool<ExportTasks & CertificateTasks>;

/** Reports waiting per worker before the next is refused: at ~0.2 s a report, about 2 s of waiting. */
const QUEUE_PER_WORKER = 8;
/**
 * Reports take only the CPU that requests leave: on a machine with few cores a worker at the usual
 * priority took turns with the event loop, and every request waited behind the PDF it was making.
 */
const NICENESS = 19;
/** A report that takes longer has gone wrong (a PDF takes well under a second): its worker is replaced. */
const TIMEOUT_MS = 60_000;

export function createExportPool(config: Pick<Config, 'reportWorkers'>): ExportPool {
  return new WorkerPool<ExportTasks & CertificateTasks>({
    entry: new URL('./exports.worker.ts', import.meta.url),
    size: config.reportWorkers,
    maxQueue: config.reportWorkers * QUEUE_PER_WORKER,
    timeoutMs: TIMEOUT_MS,
    niceness: NICENESS,
  });
}
