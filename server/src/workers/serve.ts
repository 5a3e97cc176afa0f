import { parentPort } from 'node:worker_threads';
import type { TaskReply, Tasks } from './pool.ts';

/**
 * The worker's side of a WorkerPool: answers each job with its task's result, or with the error
 * it threw (as plain data: an Error does not survive the trip with its class).
 */
export function serveTasks(tasks: Tasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread of a WorkerPool');
  port.on('message', async ({ task, input }: { task: string; input: unknown }) => {
    let reply: TaskReply;
    try {
      const run = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
      if (!run) throw new Error(`This worker has no task ${task}`);
      reply = { ok: true, result: await run(input) };
    } catch (error) {
      const { name, message, stack } =
        error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
      reply = { ok: false, error: { name, message, ...(stack ? { stack } : {}) } };
    }
    port.postMessage(reply);
  });
  // Jobs are sent only now: loading the module is not counted against a job's time limit.
  port.postMessage('ready');
}
