// The annual metrics' keys are one list, the engine's (engine/src/insights/annual-data-map.ts,
// docs/insights.md#behaviour, docs/benchmarks-and-targets.md#metrics): the contract's enums hold
// exactly those keys in that order, no operation keeps a copy of its own, and the engine's charts
// and benchmarks define each. A key added in one place only fails here, and `npm run typecheck`
// through engine-model.typecheck.ts.
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DATA_OPTIONS,
  ANNUAL_METRIC_KEYS,
  BENCHMARK_METRIC_KEYS,
  BENCHMARK_METRICS,
  WATER_SOURCES,
  yearSeries,
} from '@oncourse/engine';
import { openapiDocument } from './openapi.gen.ts';

const schemas = openapiDocument.components?.schemas ?? {};
const enumOf = (name: string) => (schemas[name] as { enum?: unknown[] } | undefined)?.enum;

/** Every `enum` in the document with where it is, but the two named metric schemas themselves. */
function otherEnums(): { at: string; values: unknown[] }[] {
  const found: { at: string; values: unknown[] }[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.enum)) found.push({ at, values: record.enum });
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    }
  };
  walk(openapiDocument, '#');
  return found.filter(
    ({ at }) => at !== '#/components/schemas/AnnualMetric' && at !== '#/components/schemas/BenchmarkMetric',
  );
}

describe('annual metric keys', () => {
  it("has the contract's AnnualMetric and BenchmarkMetric enums list the engine's keys, in order", () => {
    expect(enumOf('AnnualMetric')).toEqual([...ANNUAL_METRIC_KEYS]);
    expect(enumOf('BenchmarkMetric')).toEqual([...BENCHMARK_METRIC_KEYS]);
  });

  it('keeps no copy of either list in another enum of the contract', () => {
    // A copy is an enum naming a key only metrics have: a chart's 'pesticides' or 'rounds', a benchmark's 'water.mains'.
    const copies = otherEnums().filter(({ values }) =>
      values.some((value) => value === 'pesticides' || value === 'rounds' || value === 'water.mains'),
    );
    expect(copies.map(({ at }) => at)).toEqual([]);
  });

  it('charts every annual metric and benchmarks every benchmark metric, water source by source', () => {
    expect(yearSeries([], 'metric').map((series) => series.metric)).toEqual([...ANNUAL_METRIC_KEYS]);
    expect(BENCHMARK_METRICS.map((definition) => definition.metric)).toEqual([...BENCHMARK_METRIC_KEYS]);
    expect(
      BENCHMARK_METRIC_KEYS.filter((key) => key.startsWith('water.')).map((key) =>
        key.slice('water.'.length),
      ),
    ).toEqual([...WATER_SOURCES]);
    expect(Object.values(ANNUAL_DATA_OPTIONS.waterSource)).toEqual([...WATER_SOURCES]);
  });
});
