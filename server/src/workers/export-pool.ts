import type { Config } from '../config.ts';
import type { CertificateTasks } from '../modules/certification/certificate.tasks.ts';
import type { ExportTasks } from '../modules/insights/report-tasks.ts';
import { WorkerPool } from './pool.ts';

/** The worker threads that render reports (REPORT_WORKERS of them). */
export type ExportPool = WorkerPool<ExportTasks & CertificateTasks>;

/**
 * Reports waiting per worker before the next is refused with 503: at ~0.2 s a report, about 2 s of
 * waiting, where a reader still waits for the download rather than giving up on it.
 */
const QUEUE_PER_WORKER = 8;
/**
 * Reports take only the CPU that requests leave: on a machine with few cores a worker at the usual
 * priority took turns with the event loop, and every request waited behind the PDF it was making.
 * 19 from the server's usual 0 is Linux's lowest priority.
 */
const NICE_INCREMENT = 19;
/** A report that takes longer has gone wrong (a PDF takes well under a second): its worker is replaced. */
const TIMEOUT_MS = 60_000;

export function createExportPool(config: Pick<Config, 'reportWorkers'>): ExportPool {
  return new WorkerPool<ExportTasks & CertificateTasks>({
    entry: new URL('./exports.worker.ts', import.meta.url),
    size: config.reportWorkers,
    maxQueue: config.reportWorkers * QUEUE_PER_WORKER,
    timeoutMs: TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
  });
}
