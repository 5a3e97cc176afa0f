// The export pool's worker (app.ts starts it through load-typescript.mjs): renders reports.
import { exportTasks } from '../modules/insights/export.tasks.ts';
import { serveTasks } from './serve.ts';

serveTasks(exportTasks);
