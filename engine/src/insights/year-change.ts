/**
 * How a figure moved against the year before: `up` or `down` by a percentage of last year's value,
 * `same` when it did not move (at the precision shown), `new` when last year's value was zero and
 * this year's is not (a percentage of nothing means nothing), `none` when there is no previous
 * figure to compare with.
 */
export type YearChange =
  { kind: 'up' | 'down'; percent: number } | { kind: 'same' } | { kind: 'new' } | { kind: 'none' };

/**
 * The change of a figure against the previous year (the PDF report's comparison, docs/insights.md#behaviour), in
 * percent of the previous value, rounded to whole percent: a change that rounds to 0 % is `same`.
 */
export function yearChange(current: number | null, previous: number | null | undefined): YearChange {
  if (current === null || previous === null || previous === undefined) return { kind: 'none' };
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: current > previous ? 'up' : 'down', percent };
}
