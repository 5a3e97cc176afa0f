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
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Wraps `run`, which answers a batch of inputs with one output per input, in the same order.
 * When `run` throws, every call of that batch rejects with its error.
 */
export function batchCalls<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  options: BatchOptions<I> = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 64;
  const canJoin = options.canJoin ?? (() => true);
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
    const inputs = batch.map((pending) => pending.input);
    Promise.resolve()
      .then(() => run(inputs))
      .then(
        (outputs) => {
          if (outputs.length !== batch.length) {
            const error = new Error(`A batch of ${batch.length} calls answered ${outputs.length} results`);
            for (const pending of batch) pending.reject(error);
          } else batch.forEach((pending, index) => pending.resolve(outputs[index]!));
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
