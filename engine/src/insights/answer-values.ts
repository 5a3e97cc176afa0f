import type { AnswerMap } from '../group-state.ts';
import type { Answer, GridRow, Quantity, UnitSystem } from '../model.ts';
import { convert, naturalGasKwh } from '../units.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';

/** A stored number, or null for empty or non-numeric text (inputs keep what the person typed). */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Reads answers in one target unit system; an answer without a unit system is in `assumed`. */
export interface AnswerReader {
  /** A question's number in `target` units, or null when unanswered. */
  number(questionId: number, quantity?: Quantity): number | null;
  /** The selected option id of a single-choice question. */
  choice(questionId: number): number | null;
  /** A text answer, trimmed; null when empty. */
  text(questionId: number): string | null;
  /** A data grid's rows, or null when it has none. */
  rows(questionId: number): GridRow[] | null;
  /** A grid cell's number in `target` units (the grid answer carries the unit system). */
  cell(gridId: number, row: GridRow, cellId: number, quantity?: Quantity): number | null;
}

export function answerReader(answers: AnswerMap, assumed: UnitSystem, target: UnitSystem): AnswerReader {
  const inTarget = (value: number, answer: Answer | undefined, quantity?: Quantity): number =>
    quantity ? convert(value, quantity, answer?.unitMeasurementType ?? assumed, target) : value;
  return {
    number(questionId, quantity) {
      const answer = answers[questionId];
      const value = numeric(answer?.value);
      return value === null ? null : inTarget(value, answer, quantity);
    },
    text(questionId) {
      const value = answers[questionId]?.value;
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    },
    choice(questionId) {
      const value = answers[questionId]?.value;
      if (Array.isArray(value)) return value[0] ?? null;
      return numeric(value);
    },
    rows(questionId) {
      const rows = answers[questionId]?.rows ?? [];
      return rows.length > 0 ? rows : null;
    },
    cell(gridId, row, cellId, quantity) {
      const value = numeric(row.values[cellId]);
      return value === null ? null : inTarget(value, answers[gridId], quantity);
    },
  };
}

/**
 * Litres of the retired "heating oil or LPG" answer still to count as heating oil: all of it while
 * neither heating oil nor LPG is answered, none once either is (the form asks for it to be entered
 * again there, so counting both would count it twice); null when there is nothing to count.
 */
export function combinedHeatingOilLitres(read: AnswerReader): number | null {
  const combined = read.number(Q.combinedHeatingOil);
  if (combined === null || combined <= 0) return null;
  return read.number(Q.heatingOil) === null && read.number(Q.lpg) === null ? combined : null;
}

/**
 * Natural gas of the year in `target` units: the energy answer (kWh, or therms in US units) plus
 * any hundreds of cubic feet (ccf) a US bill stated, converted at the heat content of the engine's
 * unit table (docs/carbon-method.md#units-of-natural-gas); null when neither is answered.
 */
export function naturalGasAmount(read: AnswerReader, target: UnitSystem): number | null {
  const energy = read.number(Q.naturalGas, 'gasEnergy');
  const ccf = read.number(Q.naturalGasCcf);
  if (energy === null && ccf === null) return null;
  const fromCcf = ccf === null ? 0 : convert(naturalGasKwh(ccf, 'ccf'), 'gasEnergy', 'metric', target);
  return (energy ?? 0) + fromCcf;
}
