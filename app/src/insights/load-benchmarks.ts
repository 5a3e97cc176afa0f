import type { Schemas } from '@oncourse/openapi';
import type { ApiClient } from '../api/client';

export type Benchmarks = Schemas['Benchmarks'];
export type BenchmarkFigure = Schemas['BenchmarkFigure'];
export type ReductionTarget = Schemas['ReductionTarget'];

export type LoadedBenchmarks = { benchmarks: Benchmarks | null; targets: ReductionTarget[] } | 'failed';

/**
 * A year's comparison with its peers and the organisation's targets (docs/benchmarks-and-targets.md);
 * without a year, the newest year's comparison (the dashboard's).
 */
export async function loadBenchmarks(
  api: ApiClient,
  orgId: number,
  year: number | undefined,
): Promise<LoadedBenchmarks> {
  const [benchmarks, targets] = await Promise.all([
    api.GET('/api/insights/organisation/{orgId}/benchmarks', {
      params: { path: { orgId }, query: year === undefined ? {} : { year } },
    }),
    api.GET('/api/insights/organisation/{orgId}/targets', { params: { path: { orgId } } }),
  ]);
  // 404: the year has no annual data (or the server predates the calls): nothing to compare, no failure.
  const missing = (status: number) => status === 404;
  if (
    (!benchmarks.data && !missing(benchmarks.response.status)) ||
    (!targets.data && !missing(targets.response.status))
  )
    return 'failed';
  return { benchmarks: benchmarks.data?.data ?? null, targets: targets.data?.data ?? [] };
}

/** One figure per metric: per hole where it has peers, else per hectare (docs/benchmarks-and-targets.md#position). */
export function shownFigures(figures: readonly BenchmarkFigure[]): BenchmarkFigure[] {
  const byMetric = new Map<string, BenchmarkFigure>();
  for (const figure of figures) {
    if (figure.peers === null || figure.position === null || byMetric.has(figure.metric)) continue;
    byMetric.set(figure.metric, figure);
  }
  return [...byMetric.values()];
}
