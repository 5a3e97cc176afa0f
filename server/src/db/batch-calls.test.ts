import { describe, expect, it } from 'vitest';
import { batchCalls, batchCallsPerDatabase } from './batch-calls.ts';

/** A batch runner that records each batch and can be held open until released. */
function recorder<I, O>(answer: (input: I) => O) {
  const batches: I[][] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  return {
    batches,
    holdNext() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    run: async (inputs: I[]): Promise<O[]> => {
      batches.push(inputs);
      const waiting = hold;
      hold = null;
      if (waiting) await waiting;
      return inputs.map(answer);
    },
  };
}

describe('batchCalls', () => {
  it('runs the calls of one turn as one batch and gives each caller its own answer', async () => {
    const runner = recorder((n: number) => n * 10);
    const call = batchCalls(runner.run);
    const answers = await Promise.all([call(1), call(2), call(3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(runner.batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch runs into the next batch', async () => {
    const runner = recorder((n: number) => n);
    const call = batchCalls(runner.run);
    runner.holdNext();
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toHaveLength(1);
    runner.release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps a call that may not join for the next batch, in order, and caps the batch size', async () => {
    const runner = recorder((input: { set: number; n: number }) => input.n);
    const call = batchCalls(runner.run, {
      maxBatch: 3,
      canJoin: (batch, next) => batch.every((input) => input.set !== next.set),
    });
    const inputs = [
      { set: 1, n: 1 },
      { set: 1, n: 2 },
      { set: 2, n: 3 },
      { set: 3, n: 4 },
      { set: 4, n: 5 },
    ];
    expect(await Promise.all(inputs.map(call))).toEqual([1, 2, 3, 4, 5]);
    expect(runner.batches.map((batch) => batch.map((input) => input.n))).toEqual([
      [1, 3, 4],
      [2, 5],
    ]);
  });

  it('rejects the calls of a failed batch only; the next batch still runs', async () => {
    let fail = true;
    const call = batchCalls(async (inputs: number[]) => {
      if (fail) {
        fail = false;
        throw new Error('database away');
      }
      return inputs;
    });
    const failed = Promise.allSettled([call(1), call(2)]);
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await call(3)).toBe(3);
  });

  it('rejects every call of a batch that answers the wrong number of results', async () => {
    const call = batchCalls(async (inputs: number[]) => inputs.slice(1));
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('A batch of 2 calls answered 1 results');
  });

  it('with isolateFailures, runs each call of a failed batch alone: only the call that breaks fails', async () => {
    const batches: number[][] = [];
    const call = batchCalls(
      async (inputs: number[]) => {
        batches.push(inputs);
        if (inputs.includes(2)) throw new Error(`bad row ${inputs.join(',')}`);
        return inputs.map((n) => n * 10);
      },
      { isolateFailures: true },
    );
    const settled = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('bad row 2') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('per database: the calls on one database share a batch, calls on two never do', async () => {
    const first = { name: 'first' };
    const second = { name: 'second' };
    const batches: string[][] = [];
    const call = batchCallsPerDatabase(async (db: { name: string }, inputs: number[]) => {
      batches.push(inputs.map((n) => `${db.name} ${n}`));
      return inputs;
    });
    await Promise.all([call(first, 1), call(second, 2), call(first, 3)]);
    expect(batches).toEqual([['first 1', 'first 3'], ['second 2']]);
  });
});
