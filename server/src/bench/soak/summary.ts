// The figures `npm run soak` prints (docs/engineering.md#soak): latency percentiles per kind of
// request, throughput, and how the server's memory moved once it had settled.

/** The `p`th percentile of `samples` by nearest rank (the smallest sample ≥ p % of them). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  count: number;
  /** Requests a second over the run. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Count, rate and percentiles of one kind's latencies (ms) over a run of `seconds`. */
export function summariseLatencies(latencies: readonly number[], seconds: number): LatencySummary {
  return {
    count: latencies.length,
    rate: seconds > 0 ? latencies.length / seconds : Number.NaN,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
  };
}

export interface Sample {
  /** Seconds since the load started. */
  at: number;
  value: number;
}

export interface Growth {
  /** The median over the settled window (from `settleSeconds`, as long as the final window). */
  settled: number;
  /** The median over the last window. */
  final: number;
  /** (final − settled) ÷ settled. */
  growth: number;
}

/**
 * How much a gauge grew from once the server had settled to the end. Each end is the median of
 * its window (a quarter of what follows settling, at least one sample), so one garbage collection
 * just before a sample cannot pass for growth or hide it. Null without samples on both sides.
 */
export function growthAfter(samples: readonly Sample[], settleSeconds: number): Growth | null {
  const after = samples.filter((sample) => sample.at >= settleSeconds);
  if (after.length < 2) return null;
  const window = Math.max(1, Math.floor(after.length / 4));
  const median = (values: readonly Sample[]) =>
    percentile(
      values.map((sample) => sample.value),
      50,
    );
  const settled = median(after.slice(0, window));
  const final = median(after.slice(-window));
  return { settled, final, growth: (final - settled) / settled };
}

/**
 * When memory is compared from: after `settleSeconds`, and after the last time the number of report
 * worker threads changed. A worker started on demand adds its own heap to the resident memory once,
 * up to the pool's bound: capacity taken, not memory that grows.
 */
export function settledAt(workers: readonly Sample[], settleSeconds: number): number {
  let changed = 0;
  for (let index = 1; index < workers.length; index++) {
    if (workers[index]!.value !== workers[index - 1]!.value) changed = workers[index]!.at;
  }
  return Math.max(settleSeconds, changed);
}

/**
 * The values of unlabelled samples named in `names` from a Prometheus text exposition (what
 * GET /metrics answers); a name missing from the text is missing from the answer.
 */
export function readGauges(text: string, names: readonly string[]): Record<string, number> {
  const wanted = new Set(names);
  const values: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name && value && wanted.has(name)) values[name] = Number(value);
  }
  return values;
}

/** What the server's own duration histogram says of one operation: answered in all, and within a bound. */
export interface ServerTimed {
  count: number;
  within: number;
}

/**
 * Reads a Prometheus histogram (cumulative since the server started) from a `/metrics` text: how
 * many answers of the given operations it counted, and how many within the bucket `le` seconds. The
 * server's own clock leaves out what the load generator adds on a machine it shares with the server.
 */
export function serverTimed(
  text: string,
  histogram: string,
  operations: readonly string[],
  le: string,
): ServerTimed {
  const wanted = new Set(operations);
  const timed = { count: 0, within: 0 };
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\}\s+(\S+)/.exec(line.trim());
    if (!match) continue;
    const [, name, labelText, value] = match;
    const labels = Object.fromEntries(
      [...labelText!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key!, text!]),
    );
    if (!wanted.has(labels.operation ?? '')) continue;
    if (name === `${histogram}_count`) timed.count += Number(value);
    else if (name === `${histogram}_bucket` && labels.le === le) timed.within += Number(value);
  }
  return timed;
}
