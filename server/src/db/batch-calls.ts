/**
 * Group commit for hot statements: calls that arrive while the previous batch is still running
 * (or within the same turn of the event loop) run together as one batch, so sixteen concurrent
 * saves cost one statement instead of sixteen. With no concurrency a call waits for nothing but
 * `setImmediate`. PGlite runs statements one at a time and pays a fixed cost for each; PostgreSQL
 * pays a network round trip for each; both gain.
 */
export interface BatchOptions<I> {
  /** At most this many calls in one batch (default 64). */
  maxBatch?: number;
  /**
   * Whether `input` may join a batch that already holds `batch`; a call that may not waits for
   * the next batch, keeping its order. The first call waiting always starts a batch. Default: always.
   */
  canJoin?: (batch: readonly I[], input: I) => boolean;
  /**
   * When a batch fails (one call's bad row, or a deadlock with another server's batch taking the
   * same rows in another order), run each of its calls alone, so that one call's failure is that
   * call's alone. Default: every call of the batch rejects with the batch's error.
   */
  isolateFailures?: boolean;
}

type Settled<O> = { output: O } | { error: unknown };

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Wraps `run`, which answers a batch of inputs with one output per input, in the same order.
 * When `run` throws, every call of that batch rejects with its error, or with `isolateFailures`
 * is run again alone.
 */
export function batchCalls<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  options: BatchOptions<I> = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 64;
  const canJoin = options.canJoin ?? (() => true);
  const runBatch = (inputs: I[]): Promise<Settled<O>[]> =>
    Promise.resolve()
      .then(() => run(inputs))
      .then(
        (outputs) => {
          if (outputs.length !== inputs.length)
            throw new Error(`A batch of ${inputs.length} calls answered ${outputs.length} results`);
          return outputs.map((output) => ({ output }));
        },
        (error: unknown) =>
          options.isolateFailures && inputs.length > 1
            ? Promise.all(
                inputs.map((input) =>
                  run([input]).then(
                    ([output]) => ({ output: output! }),
                    (alone: unknown) => ({ error: alone }),
                  ),
                ),
              )
            : inputs.map(() => ({ error })),
      );
  let queue: Pending<I, O>[] = [];
  let running = false;
  let scheduled = false;

  const schedule = () => {
    if (running || scheduled || queue.length === 0) return;
    scheduled = true;
    // After the poll phase: every request whose bytes arrived in this turn has queued by then.
    setImmediate(flush);
  };

  const take = (): Pending<I, O>[] => {
    const batch: Pending<I, O>[] = [];
    const inputs: I[] = [];
    const rest: Pending<I, O>[] = [];
    for (const pending of queue) {
      if (batch.length === 0 || (batch.length < maxBatch && canJoin(inputs, pending.input))) {
        batch.push(pending);
        inputs.push(pending.input);
      } else rest.push(pending);
    }
    queue = rest;
    return batch;
  };

  const flush = () => {
    scheduled = false;
    const batch = take();
    running = true;
    runBatch(batch.map((pending) => pending.input)).then(
      (settled) => {
        batch.forEach((pending, index) => {
          const result = settled[index]!;
          if ('error' in result) pending.reject(result.error);
          else pending.resolve(result.output);
        });
        running = false;
        schedule();
      },
      (error: unknown) => {
        for (const pending of batch) pending.reject(error);
        running = false;
        schedule();
      },
    );
  };

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/**
 * `batchCalls` kept per database (or any other key): the first call on a database makes its
 * batcher, later calls on it join its batches, and calls on two databases never share one.
 */
export function batchCallsPerDatabase<D extends object, I, O>(
  run: (db: D, inputs: I[]) => Promise<O[]>,
  options: BatchOptions<I> = {},
): (db: D, input: I) => Promise<O> {
  const batchers = new WeakMap<D, (input: I) => Promise<O>>();
  return (db, input) => {
    let batched = batchers.get(db);
    if (!batched) batchers.set(db, (batched = batchCalls((inputs: I[]) => run(db, inputs), options)));
    return batched(input);
  };
}
