import {
  benchmarkScale,
  peerPosition,
  roundedCount,
  roundFigure,
  BENCHMARK_METRICS,
  type BenchmarkBasis,
  type BenchmarkValue,
  type ComparisonScope,
  type SizeBand,
  type TargetPathPoint,
  type TargetProgress,
  type TargetRule,
  type UnitSystem,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { PeerRow, TargetRow } from './benchmarks.repository.ts';

/** The chosen peer group of each `metric|basis`. */
export type PeerGroups = Map<string, { scope: ComparisonScope; row: PeerRow }>;

const BASES: readonly BenchmarkBasis[] = ['perHole', 'perHectare'];

/**
 * Every metric and basis, in the organisation's units. Peer figures are rounded to two significant
 * digits and counts down to fives before they leave the server, and the position is read against
 * the rounded figures the reader sees.
 */
export function presentBenchmarks(input: {
  year: number;
  unitSystem: UnitSystem;
  contributing: boolean;
  sizeBand: SizeBand | null;
  countryCode: string | null;
  region: string | null;
  own: BenchmarkValue[];
  groups: PeerGroups;
}): Schemas['Benchmarks'] {
  const figures = BENCHMARK_METRICS.flatMap(({ metric }) =>
    BASES.map((basis): Schemas['BenchmarkFigure'] => {
      const { factor, unit } = benchmarkScale(metric, basis, input.unitSystem);
      const ownValue = input.own.find((value) => value.metric === metric)?.[basis] ?? null;
      const value = ownValue === null ? null : ownValue * factor;
      const group = input.groups.get(`${metric}|${basis}`);
      const peers = group
        ? {
            scope: group.scope,
            count: roundedCount(group.row.count),
            lowerQuartile: roundFigure(group.row.lowerQuartile * factor),
            median: roundFigure(group.row.median * factor),
            upperQuartile: roundFigure(group.row.upperQuartile * factor),
          }
        : null;
      return {
        metric,
        basis,
        unit,
        value,
        peers,
        position: peers && value !== null ? peerPosition(value, peers) : null,
      };
    }),
  );
  return {
    year: input.year,
    unitSystem: input.unitSystem,
    contributing: input.contributing,
    sizeBand: input.sizeBand,
    countryCode: input.countryCode,
    region: input.region,
    figures,
  };
}

/** A target with its path and each year's standing, amounts in the organisation's unit. */
export function presentTarget(
  row: TargetRow,
  unit: string,
  baseValue: number | null,
  path: TargetPathPoint[],
  years: TargetProgress[],
): Schemas['ReductionTarget'] {
  const rule: TargetRule = row;
  const status = (progress: TargetProgress): Schemas['TargetYearStatus'] => ({
    year: progress.year,
    actual: progress.actual,
    expected: progress.expected,
    gap: progress.gap,
    status: progress.status,
  });
  return {
    id: row.id,
    metric: row.metric as Schemas['BenchmarkMetric'],
    kind: rule.kind,
    baseYear: rule.baseYear,
    targetYear: rule.targetYear,
    percent: rule.percent,
    unit,
    baseValue,
    path,
    years: years.map(status),
    latest: years.length > 0 ? status(years.at(-1)!) : null,
  };
}
