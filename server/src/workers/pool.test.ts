// The worker pool behind the PDF report (docs/engineering.md#heavy-work-off-the-event-loop), on piscina:
// jobs run in other threads with plain data, a failing task or a dying worker fails only its own
// job, the queue is bounded, a stuck job is abandoned, and closing lets accepted jobs finish and
// stops every worker.
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

  it('fails the job of a worker that dies and runs the waiting one in a new worker', async () => {
    const workers = pool();
    const first = await workers.run('echo', 1);
    const died = workers.run('exit', 3);
    const waiting = workers.run('echo', 2);
    await expect(died).rejects.toBeInstanceOf(WorkerDiedError);
    await expect(died).rejects.toThrow(/code: 3/);
    const next = await waiting;
    expect(next.input).toBe(2);
    expect(next.threadId).not.toBe(first.threadId);
    expect(workers.stats.workers).toBe(1);
  });

  it('lets its queue bound of jobs wait beyond its workers and refuses the next at once', async () => {
    const workers = pool({ size: 2, maxQueue: 1 });
    // Two workers take one job each and one more may wait: the fourth is one too many.
    const accepted = [workers.run('sleep', 500), workers.run('sleep', 500), workers.run('echo', 'waited')];
    const refused = workers.run('echo', 'too many');
    const first = await Promise.race([
      refused.then(
        () => 'answered',
        (error: unknown) => error,
      ),
      accepted[0]!.then(() => 'a running job finished'),
    ]);
    expect(first).toBeInstanceOf(PoolBusyError);
    const answers = await Promise.all(accepted);
    expect(answers[2]).toMatchObject({ input: 'waited' });
    // Once the queue has room again, jobs are taken again.
    expect((await workers.run('echo', 'later')).input).toBe('later');
  });

  it('refuses a queue bound below one', () => {
    expect(() => pool({ maxQueue: 0 })).toThrow(RangeError);
  });

  it('times a job from its start, and abandons one that runs past the limit for a new worker', async () => {
    const workers = pool({ timeoutMs: 400 });
    // The second waits for the first: started 250 ms apart, each runs within its 400 ms.
    const [a, b] = await Promise.all([workers.run('sleep', 250), workers.run('sleep', 250)]);
    expect(b).toBe(a);
    const stuck = workers.run('spin', 20_000);
    const waiting = workers.run('echo', 'alive');
    await expect(stuck).rejects.toThrow(/longer than 400 ms/);
    await expect(stuck).rejects.toBeInstanceOf(WorkerDiedError);
    const next = await waiting;
    expect(next.input).toBe('alive');
    expect(next.threadId).not.toBe(a);
  });

  it('on close, refuses new jobs, answers every running and waiting one, then stops its workers', async () => {
    const workers = pool({ size: 2 });
    // Both workers running before the close: the first done must not end it for the other.
    const counter = new SharedArrayBuffer(4);
    await Promise.all([
      workers.run('meet', { counter, parties: 2 }),
      workers.run('meet', { counter, parties: 2 }),
    ]);
    const slow = workers.run('sleep', 800);
    const quick = workers.run('sleep', 10);
    const waiting = workers.run('echo', 'queued');
    const closed = workers.close();
    await expect(workers.run('echo', 'late')).rejects.toBeInstanceOf(PoolClosedError);
    await expect(quick).resolves.toEqual(expect.any(Number));
    await expect(waiting).resolves.toMatchObject({ input: 'queued' });
    await expect(slow).resolves.toEqual(expect.any(Number));
    await closed;
    expect(workers.stats).toEqual({ workers: 0, running: 0, queued: 0 });
  });

  it('fails every job at once when its worker cannot load its module, keeping the one thread', async () => {
    const broken = pool({ entry: new URL('./no-such.worker.ts', import.meta.url) });
    const jobs = [broken.run('echo', 1), broken.run('echo', 2), broken.run('echo', 3)];
    for (const job of jobs) {
      await expect(job).rejects.toBeInstanceOf(TaskError);
      await expect(job).rejects.toThrow(/could not load/);
    }
    expect(broken.stats).toEqual({ workers: 1, running: 0, queued: 0 });
  });

  it('runs its workers at its nice value and leaves the event loop’s thread at its own', async () => {
    const own = getPriority(0);
    expect(await pool({ niceIncrement: 19 }).run('niceness', undefined)).toBe(Math.min(19, own + 19));
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
