import type { Answer, Question, UnitSystem } from '../model.ts';
import { convert } from '../units.ts';
import { numeric } from './answer-values.ts';

export type AnomalyReason = 'moreThanThreeTimes' | 'lessThanAThird' | 'shareAbove100';

export interface AnomalyHint {
  reason: AnomalyReason;
  /** Last year's figure in the same units as the value, or null (share above 100 % needs none). */
  lastYear: number | null;
}

const FACTOR = 3;

/**
 * Whether a typed value is far from the facility's own history (docs/annual-data.md#behaviour): a
 * share above 100 %, or more than 3× or less than a third of last year's figure. A hint only:
 * saving stays possible. No history (or a zero last year) gives no comparison, so no hint.
 */
export function anomaly(
  value: number | null,
  lastYear: number | null,
  options: { percentage?: boolean } = {},
): AnomalyHint | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (options.percentage && value > 100) return { reason: 'shareAbove100', lastYear };
  if (lastYear === null || !(lastYear > 0)) return null;
  if (value > lastYear * FACTOR) return { reason: 'moreThanThreeTimes', lastYear };
  if (value * FACTOR < lastYear) return { reason: 'lessThanAThird', lastYear };
  return null;
}

/**
 * The anomaly rule for a numeric question's typed value against last year's answer, with last
 * year's figure converted into the unit system the value is typed in (an answer keeps its own).
 */
export function answerAnomaly(
  question: Pick<Question, 'fieldType' | 'unitType'>,
  value: unknown,
  unitSystem: UnitSystem,
  previous: Pick<Answer, 'value' | 'unitMeasurementType'> | null | undefined,
): AnomalyHint | null {
  if (question.fieldType !== 'number' && question.fieldType !== 'percentage') return null;
  const before = numeric(previous?.value);
  const quantity = question.unitType;
  const lastYear =
    before === null || !quantity || quantity === 'currency'
      ? before
      : convert(before, quantity, previous?.unitMeasurementType ?? unitSystem, unitSystem);
  return anomaly(numeric(value), lastYear, { percentage: question.fieldType === 'percentage' });
}
