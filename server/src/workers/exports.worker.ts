// The export pool's worker module (export-pool.ts; run-task.mjs loads it): renders reports and certificates.
import { certificateTasks, type CertificateTasks } from '../modules/certification/certificate.tasks.ts';
import { exportTasks } from '../modules/insights/export.tasks.ts';
import type { ExportTasks } from '../modules/insights/report-tasks.ts';

export const tasks: ExportTasks & CertificateTasks = { ...exportTasks, ...certificateTasks };
