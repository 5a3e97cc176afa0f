/**
 * Reduction targets (docs/benchmarks-and-targets.md#targets): the path from a base year's value to
 * the target year, and whether a year's actual value is on it.
 */

/**
 * How a target is set. `percentage`: the target year's value is `percent` below the base year's,
 * reached in equal steps (a straight line), as a club reads "-30 % by 2030". `annualRate`: each year
 * `percent` below the year before (compounded), the form a yearly pathway rate is stated in.
 */
export type TargetKind = 'percentage' | 'annualRate';

export interface TargetRule {
  kind: TargetKind;
  baseYear: number;
  targetYear: number;
  /** The reduction in per cent: of the base value (`percentage`) or per year (`annualRate`). */
  percent: number;
}

export interface TargetPathPoint {
  year: number;
  /** The value the target expects for the year, in the metric's unit. */
  expected: number;
}

/** On track within the tolerance, ahead when below the path by more, behind when above it by more. */
export type TargetStatus = 'onTrack' | 'ahead' | 'behind';

/**
 * The share of the base value within which a year counts as on track: rounding and a mild
 * winter should not turn a facility "behind". A product judgement, stated here.
 */
export const ON_TRACK_TOLERANCE = 0.01;

/** The value a target expects in `year`: the base value before the base year, the target's value after the target year. */
export function expectedValue(rule: TargetRule, baseValue: number, year: number): number {
  const steps = Math.min(Math.max(year, rule.baseYear), rule.targetYear) - rule.baseYear;
  const share = rule.percent / 100;
  if (rule.kind === 'annualRate') return baseValue * (1 - share) ** steps;
  const span = rule.targetYear - rule.baseYear;
  return span <= 0 ? baseValue * (1 - share) : baseValue * (1 - (share * steps) / span);
}

/** Every year's expected value from the base year to the target year, both included. */
export function targetPath(rule: TargetRule, baseValue: number): TargetPathPoint[] {
  const points: TargetPathPoint[] = [];
  for (let year = rule.baseYear; year <= rule.targetYear; year++) {
    points.push({ year, expected: expectedValue(rule, baseValue, year) });
  }
  return points;
}

export interface TargetProgress {
  year: number;
  actual: number;
  expected: number;
  /** actual − expected, in the metric's unit: negative is below the path (better). */
  gap: number;
  status: TargetStatus;
}

/**
 * Where a year's actual value stands against the path: the gap in the metric's unit and the
 * status by `ON_TRACK_TOLERANCE` of the base value. Null for a year before the base year (the
 * target says nothing about it).
 */
export function targetProgress(
  rule: TargetRule,
  baseValue: number,
  year: number,
  actual: number,
): TargetProgress | null {
  if (year < rule.baseYear) return null;
  const expected = expectedValue(rule, baseValue, year);
  const gap = actual - expected;
  const tolerance = Math.abs(baseValue) * ON_TRACK_TOLERANCE;
  const status: TargetStatus = gap > tolerance ? 'behind' : gap < -tolerance ? 'ahead' : 'onTrack';
  return { year, actual, expected, gap, status };
}

/** Why a target cannot be kept, as error catalogue fields; empty when it is valid. */
export function targetProblems(rule: TargetRule): { field: keyof TargetRule; code: 104 | 105 }[] {
  const problems: { field: keyof TargetRule; code: 104 | 105 }[] = [];
  if (rule.targetYear <= rule.baseYear) problems.push({ field: 'targetYear', code: 104 });
  if (!(rule.percent > 0)) problems.push({ field: 'percent', code: 104 });
  else if (rule.percent > 100) problems.push({ field: 'percent', code: 105 });
  return problems;
}
