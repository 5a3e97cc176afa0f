import type { AnswerMap } from '../group-state.ts';
import type { Quantity, UnitSystem } from '../model.ts';
import { convert, unitLabel } from '../units.ts';
import {
  ANNUAL_DATA_OPTIONS as OPTIONS,
  ANNUAL_DATA_QUESTIONS as Q,
  ANNUAL_METRIC_KEYS,
  type AnnualMetricKey,
} from './annual-data-map.ts';
import {
  answerReader,
  combinedHeatingOilLitres,
  naturalGasAmount,
  type AnswerReader,
} from './answer-values.ts';

export type { AnnualMetricKey };

export interface SeriesPoint {
  year: number;
  /** Which line the point belongs to: a source, fuel, nutrient, stream or staff group, or the metric itself. */
  series: string;
  value: number;
}

export interface MetricSeries {
  metric: AnnualMetricKey;
  /** The unit label in the requested unit system ('' for counts). */
  unit: string;
  points: SeriesPoint[];
}

type Values = Map<string, number>;

interface MetricDefinition {
  quantity: Quantity | null;
  /** Unit label for quantities without a unit system (litres, counts). */
  fixedUnit?: string;
  read(reader: AnswerReader, system: UnitSystem): Values;
}

function single(key: string, value: number | null): Values {
  return new Map(value === null ? [] : [[key, value]]);
}

/** Sums one numeric column of a grid per label of the row (rows without a number are left out). */
function gridBy(
  reader: AnswerReader,
  grid: number,
  column: number,
  quantity: Quantity | undefined,
  label: (values: Record<string, unknown>) => string,
): Values {
  const values: Values = new Map();
  for (const row of reader.rows(grid) ?? []) {
    const amount = reader.cell(grid, row, column, quantity);
    if (amount === null) continue;
    const key = label(row.values);
    values.set(key, (values.get(key) ?? 0) + amount);
  }
  return values;
}

const labelOf = (table: Record<number, string>, value: unknown): string =>
  (typeof value === 'number' ? table[value] : undefined) ?? 'other';

/** How each metric of `ANNUAL_METRIC_KEYS` is read: a key without its definition fails to compile. */
const DEFINITIONS: Readonly<Record<AnnualMetricKey, MetricDefinition>> = {
  water: {
    quantity: 'volume',
    read: (r) =>
      gridBy(r, Q.water.grid, Q.water.volume, 'volume', (v) =>
        labelOf(OPTIONS.waterSource, v[Q.water.source]),
      ),
  },
  electricity: {
    quantity: 'electricity',
    read: (r) => single('electricity', r.number(Q.electricity.grid, 'electricity')),
  },
  naturalGas: {
    quantity: 'gasEnergy',
    read: (r, system) => single('naturalGas', naturalGasAmount(r, system)),
  },
  fuel: {
    quantity: 'fuelVolume',
    read: (r, system) => {
      const values = gridBy(r, Q.fuel.grid, Q.fuel.litres, 'fuelVolume', (v) =>
        labelOf(OPTIONS.fuel, v[Q.fuel.type]),
      );
      // The retired combined question's answers count as heating oil, by the footprint's rule; it
      // asked for litres whatever the facility's units.
      const combined = combinedHeatingOilLitres(r);
      const heating = [
        r.number(Q.heatingOil, 'fuelVolume'),
        combined === null ? null : convert(combined, 'fuelVolume', 'metric', system),
      ].filter((v) => v !== null);
      if (heating.length > 0)
        values.set(
          'heatingOil',
          heating.reduce((sum, v) => sum + v, 0),
        );
      const lpg = r.number(Q.lpg, 'fuelVolume');
      if (lpg !== null) values.set('lpg', lpg);
      return values;
    },
  },
  fertiliser: {
    quantity: 'mass',
    read: (r) => {
      const values: Values = new Map();
      const nutrients = [
        ['n', Q.nutrients.nitrogen],
        ['p', Q.nutrients.phosphate],
        ['k', Q.nutrients.potash],
      ] as const;
      for (const [key, column] of nutrients) {
        const sum = gridBy(r, Q.nutrients.grid, column, 'mass', () => key).get(key);
        if (sum !== undefined) values.set(key, sum);
      }
      return values;
    },
  },
  pesticides: {
    quantity: 'mass',
    read: (r) => gridBy(r, Q.pesticides.grid, Q.pesticides.activeIngredient, 'mass', () => 'pesticides'),
  },
  waste: {
    quantity: 'mass',
    read: (r) =>
      gridBy(r, Q.waste.grid, Q.waste.weight, 'mass', (v) => labelOf(OPTIONS.wasteStream, v[Q.waste.stream])),
  },
  rounds: { quantity: null, fixedUnit: '', read: (r) => single('rounds', r.number(Q.rounds)) },
  staff: {
    quantity: null,
    fixedUnit: '',
    read: (r) => {
      const values: Values = new Map();
      for (const [key, id] of Object.entries(Q.staff)) {
        const count = r.number(id);
        if (count !== null) values.set(key, count);
      }
      return values;
    },
  },
};

/** The annual-data metrics a chart is drawn for, in display order. */
export const ANNUAL_METRICS: readonly AnnualMetricKey[] = ANNUAL_METRIC_KEYS;

const METRICS = ANNUAL_METRIC_KEYS.map((metric) => ({ metric, ...DEFINITIONS[metric] }));

/**
 * Each annual-data metric over all of the facility's years (docs/insights.md#behaviour),
 * in the facility's unit system: every answer converts from the system it was typed in. Years
 * without an answer for a line have no point on it (a gap, not a zero).
 */
export function yearSeries(
  sets: readonly { year: number; answers: AnswerMap }[],
  unitSystem: UnitSystem,
  /** The system of answers that record none: the organisation's (the shown system unless given). */
  assumed: UnitSystem = unitSystem,
): MetricSeries[] {
  const sorted = [...sets].sort((a, b) => a.year - b.year);
  const readers = sorted.map((set) => ({
    year: set.year,
    reader: answerReader(set.answers, assumed, unitSystem),
  }));
  return METRICS.map((definition) => ({
    metric: definition.metric,
    unit: definition.quantity ? unitLabel(definition.quantity, unitSystem) : (definition.fixedUnit ?? ''),
    points: readers.flatMap(({ year, reader }) =>
      [...definition.read(reader, unitSystem)].map(([series, value]) => ({ year, series, value })),
    ),
  }));
}
