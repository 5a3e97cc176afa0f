import type { Quantity, UnitSystem } from '../model.ts';
import { convert, unitLabel } from '../units.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import type { EmissionFactorData } from './footprint-types.ts';
import { yearSeries } from './year-series.ts';
import {
  ANNUAL_DATA_QUESTIONS as Q,
  BENCHMARK_METRIC_KEYS,
  WATER_SOURCES,
  type AnnualMetricKey,
  type BenchmarkMetric,
} from './annual-data-map.ts';
import type { AnswerMap } from '../group-state.ts';

/** An annual figure compared between facilities (docs/benchmarks-and-targets.md#metrics). */
export type { BenchmarkMetric };

/** What a metric is divided by, so that facilities of different sizes can be compared. */
export type BenchmarkBasis = 'perHole' | 'perHectare';

export interface BenchmarkMetricDefinition {
  metric: BenchmarkMetric;
  /** The engine quantity of the amount, for unit conversion; null for tonnes CO2e. */
  quantity: Quantity | null;
  /** The unit of the amount in metric, the unit benchmarks are stored and compared in. */
  metricUnit: string;
}

const WATER = { quantity: 'volume', metricUnit: 'm³' } as const;

/** Each metric of `BENCHMARK_METRIC_KEYS` with its unit: a key without one fails to compile. */
const UNITS: Readonly<Record<BenchmarkMetric, Omit<BenchmarkMetricDefinition, 'metric'>>> = {
  footprint: { quantity: null, metricUnit: 't CO2e' },
  electricity: { quantity: 'electricity', metricUnit: 'kWh' },
  naturalGas: { quantity: 'gasEnergy', metricUnit: 'kWh' },
  fuel: { quantity: 'fuelVolume', metricUnit: 'L' },
  water: WATER,
  'water.mains': WATER,
  'water.borehole': WATER,
  'water.surface': WATER,
  'water.rainwater': WATER,
  'water.recycled': WATER,
  'water.other': WATER,
  nitrogen: { quantity: 'mass', metricUnit: 'kg' },
  phosphate: { quantity: 'mass', metricUnit: 'kg' },
  potash: { quantity: 'mass', metricUnit: 'kg' },
  waste: { quantity: 'mass', metricUnit: 'kg' },
};

/** Every benchmarked metric with its unit, in display order. */
export const BENCHMARK_METRICS: readonly BenchmarkMetricDefinition[] = BENCHMARK_METRIC_KEYS.map(
  (metric) => ({ metric, ...UNITS[metric] }),
);

/** What a facility's benchmark figures are read from: the footprint's input, without its options. */
export type BenchmarkInput = Pick<
  FootprintInput,
  'answers' | 'year' | 'country' | 'unitSystem' | 'holes' | 'hectares'
>;

/** One facility's figure for one metric, in metric units, on each basis it has a size for. */
export interface BenchmarkValue {
  metric: BenchmarkMetric;
  /** The year's amount in the metric's metric unit. */
  amount: number;
  perHole: number | null;
  perHectare: number | null;
}

const sumOf = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);

/**
 * A facility's benchmarked figures for one annual-data year, per hole and per hectare: read with
 * the same rules as its charts (`yearSeries`) and its footprint (`footprint`, market-based total),
 * so a benchmark never disagrees with the figure the facility sees on its own pages
 * (docs/benchmarks-and-targets.md#metrics). A metric the year has no answer for has no value (a
 * gap, not a zero).
 */
export function benchmarkValues(input: BenchmarkInput, factors: EmissionFactorData): BenchmarkValue[] {
  const series = yearSeries([{ year: input.year, answers: input.answers }], 'metric', input.unitSystem);
  const points = (metric: AnnualMetricKey, only?: string): number[] =>
    (series.find((entry) => entry.metric === metric)?.points ?? [])
      .filter((point) => only === undefined || point.series === only)
      .map((point) => point.value);

  const amounts = new Map<BenchmarkMetric, number | null>([
    ['electricity', sumOf(points('electricity'))],
    ['naturalGas', sumOf(points('naturalGas'))],
    ['fuel', sumOf(points('fuel'))],
    ['water', sumOf(points('water'))],
    ...WATER_SOURCES.map((source) => [`water.${source}` as const, sumOf(points('water', source))] as const),
    ['nitrogen', sumOf(points('fertiliser', 'n'))],
    ['phosphate', sumOf(points('fertiliser', 'p'))],
    ['potash', sumOf(points('fertiliser', 'k'))],
    ['waste', sumOf(points('waste'))],
  ]);
  const carbon = footprint(
    {
      answers: input.answers,
      year: input.year,
      country: input.country,
      unitSystem: input.unitSystem,
      holes: input.holes,
      hectares: input.hectares,
    },
    factors,
  );
  // A footprint of nothing answered is no figure: it would sit every empty year at zero.
  amounts.set('footprint', carbon.lines.length > 0 ? carbon.market.total : null);

  const per = (amount: number, size: number | null) => (size !== null && size > 0 ? amount / size : null);
  return BENCHMARK_METRICS.flatMap(({ metric }) => {
    const amount = amounts.get(metric);
    if (amount === null || amount === undefined) return [];
    return [{ metric, amount, perHole: per(amount, input.holes), perHectare: per(amount, input.hectares) }];
  });
}

/**
 * How a metric figure (per hole, per hectare or the year's amount) is shown in a unit system:
 * multiply by `factor`; `unit` names the amount (t CO2e in every system). Per hectare
 * becomes per acre where the system measures area in acres.
 */
export function benchmarkScale(
  metric: BenchmarkMetric,
  basis: BenchmarkBasis | 'amount',
  system: UnitSystem,
): { factor: number; unit: string } {
  const definition = BENCHMARK_METRICS.find((entry) => entry.metric === metric)!;
  const amount = definition.quantity ? convert(1, definition.quantity, 'metric', system) : 1;
  const unit = definition.quantity ? unitLabel(definition.quantity, system) : definition.metricUnit;
  const perArea = basis === 'perHectare' ? convert(1, 'area', 'metric', system) : 1;
  return { factor: amount / perArea, unit };
}

/** The questions the footprint reads: it is only as complete as all of them. */
const FOOTPRINT_QUESTIONS: readonly number[] = [
  Q.electricity.grid,
  Q.electricity.contract,
  Q.electricity.renewableShare,
  Q.electricity.supplierRate,
  Q.electricity.supplierRateSource,
  Q.naturalGas,
  Q.naturalGasCcf,
  Q.heatingOil,
  Q.lpg,
  Q.fuel.grid,
  Q.nutrients.grid,
  Q.water.grid,
  Q.waste.grid,
];

/** The annual-data questions each benchmarked metric is read from (`yearSeries` and `footprint`). */
const METRIC_QUESTIONS: Readonly<Record<Exclude<BenchmarkMetric, `water.${string}`>, readonly number[]>> = {
  footprint: FOOTPRINT_QUESTIONS,
  electricity: [Q.electricity.grid],
  naturalGas: [Q.naturalGas, Q.naturalGasCcf],
  fuel: [Q.fuel.grid, Q.heatingOil, Q.lpg],
  water: [Q.water.grid],
  nitrogen: [Q.nutrients.grid],
  phosphate: [Q.nutrients.grid],
  potash: [Q.nutrients.grid],
  waste: [Q.waste.grid],
};

/** Water by source is read from the same grid as water in total. */
const questionsOf = (metric: BenchmarkMetric): readonly number[] =>
  metric.startsWith('water.')
    ? METRIC_QUESTIONS.water
    : METRIC_QUESTIONS[metric as keyof typeof METRIC_QUESTIONS];

/**
 * Optional questions added after years were already recorded (heating oil, LPG, gas in ccf, the
 * supplier's rate): a year saved before they existed has no answer to them, and that is not an open figure.
 */
const ADDED_OPTIONAL: ReadonlySet<number> = new Set([
  Q.naturalGasCcf,
  Q.heatingOil,
  Q.lpg,
  Q.electricity.supplierRate,
  Q.electricity.supplierRateSource,
]);

/**
 * Whether a metric's answers are complete: every question it is read from saved as complete (an
 * optional one added later may also be absent). A required question never answered counts as open,
 * so a metric is never compared on half its figure (docs/benchmarks-and-targets.md#anonymity).
 */
export function metricComplete(metric: BenchmarkMetric, answers: AnswerMap): boolean {
  return questionsOf(metric).every((id) => {
    const answer = answers[id];
    return answer === undefined ? ADDED_OPTIONAL.has(id) : answer.complete === true;
  });
}

/**
 * The figures a facility contributes to its peers' benchmarks: `benchmarkValues` of each metric
 * whose answers are complete, so a year with one waste question open still contributes its
 * electricity and water (docs/benchmarks-and-targets.md#anonymity).
 */
export function contributedBenchmarkValues(
  input: BenchmarkInput,
  factors: EmissionFactorData,
): BenchmarkValue[] {
  return benchmarkValues(input, factors).filter((value) => metricComplete(value.metric, input.answers));
}
