// The worker pool behind the PDF report (docs/engineering.md#heavy-work-off-the-event-loop): jobs run in other threads with plain data, a
// failing task or a dying worker fails only its own job, the queue is bounded, a stuck job is
// abandoned, and closing lets running jobs finish and stops every worker.
import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultPoolSize,
  PoolBusyError,
  PoolClosedError,
  TaskError,
  WorkerDiedError,
  WorkerPool,
  type WorkerPoolOptions,
} from './pool.ts';
import type { TestingTasks } from './testing.worker.ts';

const pools: WorkerPool<TestingTasks>[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const created = new WorkerPool<TestingTasks>({
    entry: new URL('./testing.worker.ts', import.meta.url),
    size: 1,
    maxQueue: 4,
    ...options,
  });
  pools.push(created);
  return created;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('WorkerPool', { timeout: 60_000 }, () => {
  it('runs a task in another thread and hands back its result, dates and nesting intact', async () => {
    const input = { when: new Date('2024-05-01T10:00:00Z'), rows: [{ a: 1 }, { a: 2 }], text: 'Grün' };
    const answer = await pool().run('echo', input);
    expect(answer.threadId).not.toBe(threadId);
    expect(answer.input).toEqual(input);
    expect((answer.input as typeof input).when).toBeInstanceOf(Date);
  });

  it('runs as many jobs at once as it has workers, each in its own thread', async () => {
    const workers = pool({ size: 2 });
    // Each job waits for the other: run one after the other, the first would wait in vain.
    const counter = new SharedArrayBuffer(4);
    const met = await Promise.all([
      workers.run('meet', { counter, parties: 2 }),
      workers.run('meet', { counter, parties: 2 }),
    ]);
    expect(met.map((job) => job.met)).toEqual([true, true]);
    expect(met[0]!.threadId).not.toBe(met[1]!.threadId);
    expect(workers.stats).toEqual({ workers: 2, running: 0, queued: 0 });
  });

  it("fails only the job whose task threw, with the worker's message, and keeps the worker", async () => {
    const workers = pool();
    const first = await workers.run('echo', 1);
    const failed = workers.run('fail', 'no such year');
    await expect(failed).rejects.toBeInstanceOf(TaskError);
    await expect(failed).rejects.toThrow(/no such year/);
    expect((await workers.run('echo', 2)).threadId).toBe(first.threadId);
  });

  it('answers an unknown task with an error instead of hanging', async () => {
    await expect(pool().run('nothing' as 'echo', 1)).rejects.toThrow(/no task nothing/);
  });

  it('fails the job of a worker that dies and runs the next in a new worker', async () => {
    const workers = pool();
    const first = await workers.run('echo', 1);
    await expect(workers.run('exit', 3)).rejects.toBeInstanceOf(WorkerDiedError);
    const next = await workers.run('echo', 2);
    expect(next.input).toBe(2);
    expect(next.threadId).not.toBe(first.threadId);
    expect(workers.stats.workers).toBe(1);
  });

  it('lets jobs wait up to its queue bound and refuses the next at once', async () => {
    const workers = pool({ size: 1, maxQueue: 1 });
    const running = workers.run('sleep', 500);
    const waiting = workers.run('echo', 'after');
    await expect(workers.run('echo', 'too many')).rejects.toBeInstanceOf(PoolBusyError);
    await running;
    expect((await waiting).input).toBe('after');
  });

  it('abandons a job that runs past the timeout and replaces its worker', async () => {
    const workers = pool({ timeoutMs: 300 });
    const stuck = workers.run('spin', 20_000);
    await expect(stuck).rejects.toThrow(/longer than 300 ms/);
    await expect(stuck).rejects.toBeInstanceOf(WorkerDiedError);
    expect((await workers.run('echo', 'alive')).input).toBe('alive');
  });

  it('on close, refuses new jobs, answers the running and waiting ones, then stops its workers', async () => {
    const workers = pool();
    await workers.run('echo', 'started');
    const running = workers.run('sleep', 300);
    const waiting = workers.run('echo', 'queued');
    const closed = workers.close();
    await expect(workers.run('echo', 'late')).rejects.toBeInstanceOf(PoolClosedError);
    await expect(running).resolves.toEqual(expect.any(Number));
    await expect(waiting).resolves.toMatchObject({ input: 'queued' });
    await closed;
    expect(workers.stats).toEqual({ workers: 0, running: 0, queued: 0 });
  });

  it('fails the waiting jobs when its worker cannot load, instead of restarting it in a loop', async () => {
    const broken = pool({ entry: new URL('./no-such.worker.ts', import.meta.url) });
    const jobs = [broken.run('echo', 1), broken.run('echo', 2)];
    for (const job of jobs) await expect(job).rejects.toThrow(/could not start/);
    expect(broken.stats).toEqual({ workers: 0, running: 0, queued: 0 });
  });

  it('runs its workers at its nice value and leaves the event loop’s thread at its own', async () => {
    const own = getPriority(0);
    expect(await pool({ niceness: 19 }).run('niceness', undefined)).toBe(19);
    expect(await pool().run('niceness', undefined)).toBe(own);
    expect(getPriority(0)).toBe(own);
  });

  it('starts no thread before the first job', () => {
    expect(pool({ size: 3 }).stats.workers).toBe(0);
  });
});

describe('defaultPoolSize', () => {
  it('leaves one core to the event loop, and has at least one worker', () => {
    expect(defaultPoolSize(8)).toBe(7);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(1)).toBe(1);
  });
});
