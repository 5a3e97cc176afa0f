// The export pool's worker (app.ts starts it through load-typescript.mjs): renders reports and certificates.
import { certificateTasks } from '../modules/certification/certificate.tasks.ts';
import { exportTasks } from '../modules/insights/export.tasks.ts';
import { serveTasks } from './serve.ts';

serveTasks({ ...exportTasks, ...certificateTasks });
