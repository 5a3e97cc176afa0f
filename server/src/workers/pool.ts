import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a pool's worker module serves (see serve.ts): named tasks, each one input to one result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a task's input type is its own; the pool only forwards it
export type Tasks = Record<string, (input: any) => unknown>;

export interface WorkerPoolOptions {
  /** The worker's TypeScript module, which calls `serveTasks` (serve.ts). */
  entry: URL;
  /** Most workers running at once; they start when jobs arrive and stay until the pool closes. */
  size: number;
  /** Jobs that may wait for a worker when all are busy; the next one is refused with PoolBusyError. */
  maxQueue: number;
  /** A job running longer is abandoned: its worker is stopped (a new one takes its place). */
  timeoutMs?: number;
  /**
   * The workers' nice value (0 to 19, Linux's scale): higher yields the CPU to the event loop's
   * requests whenever both want it. Linux keeps it per thread, so the main thread keeps its own.
   */
  niceness?: number;
}

/** All workers busy and the queue full: the caller should try again shortly. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

/** The pool was closed (the server is stopping) before the job could run. */
export class PoolClosedError extends Error {
  override name = 'PoolClosedError';
}

/** The worker stopped (crashed, ran out of memory, took too long) while running the job. */
export class WorkerDiedError extends Error {
  override name = 'WorkerDiedError';
}

/** A task threw in the worker; the message and stack are the worker's. */
export class TaskError extends Error {
  override name = 'TaskError';
}

/** What a worker answers to a job (serve.ts writes it). */
export type TaskReply =
  { ok: true; result: unknown } | { ok: false; error: { name: string; message: string; stack?: string } };

interface Job {
  task: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Running {
  job: Job;
  timer: NodeJS.Timeout | undefined;
  /** Why the worker was stopped, when the pool stopped it. */
  stopped?: Error;
}

/**
 * How many workers the machine affords: one per core but one, so the event loop keeps a core
 * (at least one worker).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/**
 * A fixed-size pool of worker threads for CPU-heavy tasks (docs/engineering.md#heavy-work-off-the-event-loop):
 * each worker runs one job at a time, others wait in a bounded queue, a worker that dies is
 * replaced, and `close` stops them all once the running jobs are done. Inputs and results cross
 * as structured clones: plain data only (no functions, no class instances but Date and Buffer).
 */
export class WorkerPool<T extends Tasks> {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  /** Spawned workers still loading their module: each will take a waiting job when ready. */
  private readonly starting = new Set<Worker>();
  private readonly running = new Map<Worker, Running>();
  private readonly queue: Job[] = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('size must be at least 1');
  }

  /** Runs `task` with `input` in a worker; rejects with TaskError, WorkerDiedError, PoolBusyError or PoolClosedError. */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.closing) return Promise.reject(new PoolClosedError('The worker pool is closed'));
    // Idle workers, starting ones and ones not yet started each take a job; maxQueue more may wait.
    const takers = this.idle.length + this.starting.size + (this.options.size - this.workers.size);
    if (this.queue.length >= takers + this.options.maxQueue)
      return Promise.reject(
        new PoolBusyError(`All ${this.options.size} workers are busy and ${this.queue.length} jobs wait`),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ task, input, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Workers started, jobs running and jobs waiting (tests, metrics). */
  get stats(): { workers: number; running: number; queued: number } {
    return { workers: this.workers.size, running: this.running.size, queued: this.queue.length };
  }

  /**
   * Refuses new jobs, lets the running and waiting ones finish (the queue is bounded, so a server
   * that stops answers the reports it accepted instead of failing them), then stops every worker.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.queue.length > 0 || this.running.size > 0)
        await new Promise<void>((resolve) => (this.drained = resolve));
      await Promise.all([...this.workers].map((worker) => worker.terminate()));
    })();
    return this.closing;
  }

  /** Set while `close` waits for the accepted jobs; called when the last has been answered. */
  private drained: (() => void) | undefined;

  private settleIfDrained(): void {
    if (this.drained && this.queue.length === 0 && this.running.size === 0) this.drained();
  }

  private dispatch(): void {
    // Start the workers the waiting jobs need; each asks for work once its module has loaded.
    while (this.workers.size < this.options.size && this.queue.length > this.idle.length + this.starting.size)
      this.spawn();
    while (this.queue.length > 0) {
      const worker = this.idle.pop();
      if (!worker) return;
      const job = this.queue.shift()!;
      const { timeoutMs } = this.options;
      const running: Running = { job, timer: undefined };
      if (timeoutMs !== undefined) {
        running.timer = setTimeout(() => {
          running.stopped = new WorkerDiedError(`The ${job.task} task took longer than ${timeoutMs} ms`);
          void worker.terminate();
        }, timeoutMs);
      }
      this.running.set(worker, running);
      // A busy worker keeps the process alive until its job is answered; an idle one never does.
      worker.ref();
      worker.postMessage({ task: job.task, input: job.input });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./load-typescript.mjs', import.meta.url), {
      workerData: { entry: this.options.entry.href, niceness: this.options.niceness ?? 0 },
    });
    this.workers.add(worker);
    this.starting.add(worker);
    worker.on('message', (reply: TaskReply | 'ready') => {
      if (reply === 'ready') {
        this.starting.delete(worker);
        this.becomeIdle(worker);
        return;
      }
      const running = this.running.get(worker);
      if (!running) return;
      this.finish(worker, running);
      if (reply.ok) running.job.resolve(reply.result);
      else {
        const error = new TaskError(`${running.job.task} failed in a worker: ${reply.error.message}`);
        if (reply.error.stack) error.stack = `${error.name}: ${error.message}\n[worker] ${reply.error.stack}`;
        running.job.reject(error);
      }
      this.becomeIdle(worker);
      this.settleIfDrained();
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      this.workers.delete(worker);
      if (this.starting.delete(worker)) {
        // It could not even load its module: the next would not either, so the waiting jobs fail
        // now instead of restarting workers in a loop; a later job tries again.
        const why = `A worker could not start (exit code ${code})${failure ? `: ${failure.message}` : ''}`;
        for (const job of this.queue.splice(0)) job.reject(new WorkerDiedError(why, { cause: failure }));
        this.settleIfDrained();
        return;
      }
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      const running = this.running.get(worker);
      if (running) {
        this.finish(worker, running);
        running.job.reject(
          running.stopped ??
            new WorkerDiedError(
              `The worker running ${running.job.task} stopped (exit code ${code})${failure ? `: ${failure.message}` : ''}`,
              { cause: failure },
            ),
        );
      }
      // Its replacement starts with the next job (now, when jobs wait).
      this.dispatch();
      this.settleIfDrained();
    });
    return worker;
  }

  private becomeIdle(worker: Worker): void {
    this.idle.push(worker);
    worker.unref();
    this.dispatch();
  }

  private finish(worker: Worker, running: Running): void {
    clearTimeout(running.timer);
    this.running.delete(worker);
  }
}
