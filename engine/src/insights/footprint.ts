import type { AnswerMap } from '../group-state.ts';
import type { UnitSystem } from '../model.ts';
import { ANNUAL_DATA_OPTIONS as OPTIONS, ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { answerReader, type AnswerReader } from './answer-values.ts';
import {
  factorTableFor,
  gridFactorFor,
  type EmissionFactor,
  type EmissionFactorData,
  type FuelKey,
} from './emission-factors.ts';

export type FootprintSourceKey =
  FuelKey | 'fertiliserN2O' | 'electricity' | 'waterSupply' | 'waterTreatment' | 'waste';

export interface FootprintSource {
  key: FootprintSourceKey;
  scope: 1 | 2 | 3;
  /** The activity amount in the factor's unit (litres, kWh, kg N, m³, tonnes). */
  amount: number;
  tonnes: number;
  factor: EmissionFactor;
  /** For waste: the `stream:destination` factor key used (each has its own factor). */
  detail?: string;
  /** The questions this source is read from. */
  questionIds: number[];
}

export interface FootprintInput {
  answers: AnswerMap;
  /** The data year: it picks the factor table. */
  year: number;
  /** ISO 3166-1 alpha-2: picks the grid intensity. */
  country: string;
  /** The organisation's unit system, assumed for answers that record none. */
  unitSystem: UnitSystem;
  /** Holes of all the facility's courses, for the per-hole figure (null: unknown). */
  holes: number | null;
  /** Hectares of the facility, for the per-hectare figure (null: unknown). */
  hectares: number | null;
}

export interface Footprint {
  year: number;
  tableId: string;
  factorVersion: string;
  totalTonnes: number;
  scopes: Record<1 | 2 | 3, number>;
  sources: FootprintSource[];
  perHole: number | null;
  perHectare: number | null;
  /** Unanswered questions that would change the total once answered, ascending. */
  missing: number[];
  /** Rows that could not be counted (an option without a factor). */
  skipped: { questionId: number; rowId: string }[];
}

const toTonnes = (kg: number): number => kg / 1000;

/** Sums a grid's rows per key; rows whose key or amount is empty are left out. */
function sumRowsBy<K extends string>(
  read: AnswerReader,
  grid: number,
  keyOf: (row: Record<string, unknown>) => K | null,
  amount: (row: Parameters<AnswerReader['cell']>[1]) => number | null,
  skipped: Footprint['skipped'],
): Map<K, number> | null {
  const rows = read.rows(grid);
  if (!rows) return null;
  const sums = new Map<K, number>();
  for (const row of rows) {
    const value = amount(row);
    if (value === null || value === 0) continue;
    const key = keyOf(row.values);
    if (key === null) {
      skipped.push({ questionId: grid, rowId: row.id });
      continue;
    }
    sums.set(key, (sums.get(key) ?? 0) + value);
  }
  return sums;
}

function optionOf<T extends Record<number, string>>(table: T, value: unknown): T[keyof T] | null {
  return typeof value === 'number' && value in table ? (table[value as keyof T] ?? null) : null;
}

/**
 * Electricity counted against the grid (market-based, GHG Protocol Scope 2 guidance): the
 * renewable share is netted out only when the contract is certified renewable (REGO or GoO);
 * a "certified 100 %" contract without a share nets all of it. On-site generation emits nothing.
 */
function gridElectricity(read: AnswerReader, missing: Set<number>): number | null {
  const bought = read.number(Q.electricity.grid, 'electricity');
  if (bought === null) return null;
  const contract = read.choice(Q.electricity.contract);
  if (contract === null) missing.add(Q.electricity.contract);
  const certified =
    contract === OPTIONS.contract.certifiedFull || contract === OPTIONS.contract.partRenewable;
  if (!certified) return bought;
  const share = read.number(Q.electricity.renewableShare);
  if (share === null) {
    missing.add(Q.electricity.renewableShare);
    return contract === OPTIONS.contract.certifiedFull ? 0 : bought;
  }
  return bought * (1 - Math.min(100, Math.max(0, share)) / 100);
}

/**
 * The facility's carbon footprint of one year in t CO2e (issue 12): Scope 1 fuels and fertiliser
 * nitrogen field emissions (IPCC 2019 direct and indirect N2O), Scope 2 grid electricity by the
 * country's grid intensity, core Scope 3 water supply and treatment and waste by stream and
 * destination. Inputs convert to metric through `convert`; the data year picks the factor table.
 */
export function footprint(input: FootprintInput, data: EmissionFactorData): Footprint {
  const read = answerReader(input.answers, input.unitSystem, 'metric');
  const table = factorTableFor(data, input.year);
  const sources: FootprintSource[] = [];
  const missing = new Set<number>();
  const skipped: Footprint['skipped'] = [];
  const add = (
    key: FootprintSourceKey,
    scope: 1 | 2 | 3,
    amount: number,
    factor: EmissionFactor,
    questionIds: number[],
    detail?: string,
  ): void => {
    if (amount <= 0) return;
    const tonnes = toTonnes(amount * factor.value);
    sources.push({ key, scope, amount, tonnes, factor, questionIds, ...(detail ? { detail } : {}) });
  };
  const needs = <T>(questionId: number, value: T | null): value is T => {
    if (value === null) missing.add(questionId);
    return value !== null;
  };

  const fuels = sumRowsBy(
    read,
    Q.fuel.grid,
    (values) => optionOf(OPTIONS.fuel, values[Q.fuel.type]),
    (row) => read.cell(Q.fuel.grid, row, Q.fuel.litres),
    skipped,
  );
  if (needs(Q.fuel.grid, fuels)) {
    for (const [fuel, litres] of fuels) add(fuel, 1, litres, table.factors[fuel], [Q.fuel.grid]);
  }
  const heatingOil = read.number(Q.heatingOil);
  if (needs(Q.heatingOil, heatingOil)) add('gasOil', 1, heatingOil, table.factors.gasOil, [Q.heatingOil]);
  const gas = read.number(Q.naturalGas, 'electricity');
  if (needs(Q.naturalGas, gas)) add('naturalGas', 1, gas, table.factors.naturalGas, [Q.naturalGas]);

  const nitrogen = sumRowsBy(
    read,
    Q.nutrients.grid,
    () => 'n',
    (row) => read.cell(Q.nutrients.grid, row, Q.nutrients.nitrogen, 'mass'),
    skipped,
  );
  if (needs(Q.nutrients.grid, nitrogen)) {
    add('fertiliserN2O', 1, nitrogen.get('n') ?? 0, data.fertiliserNitrogen, [Q.nutrients.grid]);
  }

  const electricity = gridElectricity(read, missing);
  const grid = gridFactorFor(data, input.country, input.year);
  if (needs(Q.electricity.grid, electricity) && grid) {
    add('electricity', 2, electricity, grid, [
      Q.electricity.grid,
      Q.electricity.contract,
      Q.electricity.renewableShare,
    ]);
  }

  const mains = sumRowsBy(
    read,
    Q.water.grid,
    (values) => {
      if (values[Q.water.source] !== OPTIONS.mainsWater) return 'other';
      return (OPTIONS.waterUseToSewer as readonly unknown[]).includes(values[Q.water.use])
        ? 'toSewer'
        : 'mains';
    },
    (row) => read.cell(Q.water.grid, row, Q.water.volume, 'volume'),
    skipped,
  );
  if (needs(Q.water.grid, mains)) {
    const toSewer = mains.get('toSewer') ?? 0;
    add('waterSupply', 3, (mains.get('mains') ?? 0) + toSewer, table.factors.waterSupply, [Q.water.grid]);
    add('waterTreatment', 3, toSewer, table.factors.waterTreatment, [Q.water.grid]);
  }

  const waste = sumRowsBy(
    read,
    Q.waste.grid,
    (values) => {
      const stream = optionOf(OPTIONS.wasteStream, values[Q.waste.stream]);
      const destination = optionOf(OPTIONS.wasteDestination, values[Q.waste.destination]);
      if (!destination) return null;
      const own = `${stream ?? 'other'}:${destination}`;
      return own in table.waste ? own : `*:${destination}`;
    },
    (row) => read.cell(Q.waste.grid, row, Q.waste.weight, 'mass'),
    skipped,
  );
  if (needs(Q.waste.grid, waste)) {
    for (const [key, weightKg] of waste) {
      const factor = table.waste[key];
      if (factor) add('waste', 3, weightKg / 1000, factor, [Q.waste.grid], key);
    }
  }

  const scopes = { 1: 0, 2: 0, 3: 0 };
  for (const source of sources) scopes[source.scope] += source.tonnes;
  const totalTonnes = scopes[1] + scopes[2] + scopes[3];
  const per = (divisor: number | null): number | null =>
    divisor !== null && divisor > 0 ? totalTonnes / divisor : null;
  return {
    year: input.year,
    tableId: table.id,
    factorVersion: data.version,
    totalTonnes,
    scopes,
    sources,
    perHole: per(input.holes),
    perHectare: per(input.hectares),
    missing: [...missing].sort((a, b) => a - b),
    skipped,
  };
}
