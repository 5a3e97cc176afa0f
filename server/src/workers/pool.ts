import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** What a pool's worker module exports as `tasks` (see run-task.mjs): named tasks, each one input to one result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a task's input type is its own; the pool only forwards it
export type Tasks = Record<string, (input: any) => unknown>;

export interface WorkerPoolOptions {
  /** The worker's TypeScript module, which exports its `tasks`. */
  entry: URL;
  /** Most workers running at once; they start when jobs arrive and stay until the pool closes. */
  size: number;
  /**
   * Jobs that may wait for a worker when all are busy (at least 1); the next one is refused with
   * PoolBusyError. A worker still starting takes one job more.
   */
  maxQueue: number;
  /** A job running longer is abandoned: its worker is stopped (a new one takes its place). */
  timeoutMs?: number;
  /**
   * Added to the workers' nice value (Linux's scale caps it at 19): higher yields the CPU to the
   * event loop's requests whenever both want it. Linux keeps it per thread, so the main thread
   * keeps its own. Where the system has no per-thread nice value the workers run at the usual priority.
   */
  niceIncrement?: number;
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

/** A task threw in the worker, or the worker could not load its module; the message and stack are the worker's. */
export class TaskError extends Error {
  override name = 'TaskError';
}

/** What the pool sends a worker for a job (run-task.mjs reads it). */
export interface TaskMessage {
  id: number;
  task: string;
  input: unknown;
}

/**
 * What a worker answers to a job (run-task.mjs writes it). A task's failure is an answer too, so a
 * rejection from piscina always means the pool or the worker failed, never the task.
 */
export type TaskReply =
  { ok: true; result: unknown } | { ok: false; error: { name: string; message: string; stack?: string } };

/** What a worker tells the pool when it begins a job: its time limit runs from here. */
interface Started {
  started: number;
  threadId: number;
}

interface Job {
  task: string;
  /** Settles with the job, whatever its outcome (`close` waits for it). */
  answered?: Promise<void>;
  /** A worker began it (a job sent to a worker that is still loading its module still waits). */
  running?: boolean;
  timer?: NodeJS.Timeout;
  timedOut?: boolean;
}

/** piscina's refusal when its queue is full (it has no error class of its own). */
const QUEUE_FULL = 'Task queue is at limit';

/**
 * How many workers the machine affords: one per core but one, so the event loop keeps a core
 * (at least one worker).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

const isStarted = (message: unknown): message is Started =>
  typeof message === 'object' && message !== null && 'started' in message && 'threadId' in message;

/**
 * A pool of worker threads for CPU-heavy tasks (docs/engineering.md#heavy-work-off-the-event-loop),
 * on piscina: each worker runs one job at a time, others wait in piscina's bounded queue, a worker
 * that dies is replaced, and `close` stops them all once the accepted jobs are answered. This
 * wrapper adds named tasks with their types, the time limit of a running job, the closed state and
 * the errors callers tell apart. Inputs and results cross as structured clones: plain data only
 * (no functions, no class instances but Date and Buffer).
 */
export class WorkerPool<T extends Tasks> {
  #threads: Piscina<TaskMessage, TaskReply> | undefined;
  readonly #jobs = new Map<number, Job>();
  #lastId = 0;
  #closing: Promise<void> | undefined;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('size must be at least 1');
    // With no queue piscina refuses a job only after queueing it, and the worker still runs it.
    if (!Number.isInteger(options.maxQueue) || options.maxQueue < 1)
      throw new RangeError('maxQueue must be at least 1');
  }

  /** Runs `task` with `input` in a worker; rejects with TaskError, WorkerDiedError, PoolBusyError or PoolClosedError. */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.#closing) return Promise.reject(new PoolClosedError('The worker pool is closed'));
    const id = ++this.#lastId;
    const job: Job = { task };
    this.#jobs.set(id, job);
    const answer = this.#pool()
      .run({ id, task, input })
      .then(
        (reply) => {
          if (reply.ok) return reply.result as Awaited<ReturnType<T[K]>>;
          const error = new TaskError(`${task} failed in a worker: ${reply.error.message}`);
          if (reply.error.stack) error.stack = `${error.name}: ${error.message}\n[worker] ${reply.error.stack}`;
          throw error;
        },
        (failure: unknown) => {
          throw this.#failure(job, failure);
        },
      )
      .finally(() => {
        clearTimeout(job.timer);
        this.#jobs.delete(id);
      });
    // `close` only waits for the answer; the caller of `run` is the one told of a failure.
    job.answered = answer.then(
      () => undefined,
      () => undefined,
    );
    return answer;
  }

  /** Workers started, jobs running and jobs waiting (tests, metrics). */
  get stats(): { workers: number; running: number; queued: number } {
    const running = [...this.#jobs.values()].filter((job) => job.running).length;
    return { workers: this.#threads?.threads.length ?? 0, running, queued: this.#jobs.size - running };
  }

  /**
   * Refuses new jobs, lets the running and waiting ones finish (the queue is bounded, so a server
   * that stops answers the reports it accepted instead of failing them), then stops every worker.
   * piscina's own `close` is not used: with several workers it can finish when one of them is
   * done while another still runs a job, and it fails whatever is left after 30 s.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.all([...this.#jobs.values()].map((job) => job.answered));
      await this.#threads?.destroy();
    })();
    return this.#closing;
  }

  /** piscina's pool, made with the first job: no thread starts before there is work. */
  #pool(): Piscina<TaskMessage, TaskReply> {
    if (this.#threads) return this.#threads;
    const { entry, size, maxQueue, niceIncrement = 0 } = this.options;
    const threads = new Piscina<TaskMessage, TaskReply>({
      filename: new URL('./run-task.mjs', import.meta.url).href,
      workerData: { entry: entry.href },
      // One worker starts with the first job and the rest as jobs find none free. piscina replaces
      // a worker that dies only to keep this minimum, so the minimum is one: with none, jobs
      // waiting behind a worker that died would wait for the next job to start another.
      minThreads: 1,
      maxThreads: size,
      // Workers stay until the pool closes: each brings a heap of its own, started once.
      idleTimeout: Infinity,
      maxQueue,
      niceIncrement,
      // A worker waits for its next job on its event loop, not in Atomics.wait: the report
      // worker's database connections need their events answered between jobs.
      atomics: 'disabled',
      recordTiming: false,
    });
    threads.on('message', (message: unknown) => {
      if (isStarted(message)) this.#started(message);
    });
    // A worker that fails between jobs has no caller to tell: piscina replaces it, and without a
    // listener its 'error' event would stop the server.
    threads.on('error', () => {});
    this.#threads = threads;
    return threads;
  }

  /** A worker began a job: its time limit runs from now. */
  #started({ started, threadId }: Started): void {
    const job = this.#jobs.get(started);
    // Answered already: the answer and this message travel apart.
    if (!job) return;
    job.running = true;
    const { timeoutMs } = this.options;
    if (timeoutMs === undefined) return;
    job.timer = setTimeout(() => {
      job.timedOut = true;
      void this.#threads?.threads.find((worker) => worker.threadId === threadId)?.terminate();
    }, timeoutMs);
  }

  /** Why piscina refused or failed a job, as the error its caller tells apart. */
  #failure(job: Job, failure: unknown): Error {
    if (job.timedOut) return new WorkerDiedError(`The ${job.task} task took longer than ${this.options.timeoutMs} ms`);
    if (failure instanceof Error && failure.message === QUEUE_FULL)
      return new PoolBusyError(`All ${this.options.size} workers are busy and ${this.options.maxQueue} jobs wait`);
    const why = failure instanceof Error ? failure.message : String(failure);
    return new WorkerDiedError(`The worker running ${job.task} stopped (${why})`, { cause: failure });
  }
}
