/**
 * The rules of peer benchmarks (docs/benchmarks-and-targets.md): who a facility is compared with,
 * when a figure may be shown at all, and how its position is worded. The database computes the
 * percentiles; these rules decide what it is asked and what may leave the server.
 */

/** Size bands by holes: 9-hole, 18-hole and 27 holes or more. */
export type SizeBand = '9' | '18' | '27+';

/** How far a comparison group had to widen to find enough peers. */
export type ComparisonScope = 'country' | 'region' | 'all';

/** The widening order: the facility's country first, then its region, then every country. */
export const COMPARISON_SCOPES: readonly ComparisonScope[] = ['country', 'region', 'all'];

/**
 * The fewest OTHER facilities a figure may come from. Below it no figure is shown: with fewer,
 * a member of the group could narrow a peer's value down from the quartiles.
 */
export const MIN_PEERS = 5;

/** Peer counts are shown rounded down to a multiple of this, so a count never names one facility joining. */
export const COUNT_STEP = 5;

/** Figures are shown to this many significant digits: enough to compare, too few to identify. */
export const SIGNIFICANT_DIGITS = 2;

/**
 * The size band of a facility by the holes of all its courses: up to 9 holes is a 9-hole club,
 * 10 to 18 an 18-hole club, more a 27-hole-or-larger club; null without holes (no band, no
 * benchmark by size).
 */
export function sizeBand(holes: number | null): SizeBand | null {
  if (holes === null || !Number.isFinite(holes) || holes <= 0) return null;
  if (holes <= 9) return '9';
  if (holes <= 18) return '18';
  return '27+';
}

/**
 * The narrowest scope with at least `MIN_PEERS` other facilities: country, then region, then all;
 * null when even all facilities of the band are too few. `peers` counts the OTHER contributing
 * facilities of each scope (a facility is never its own peer).
 */
export function comparisonScope(peers: Readonly<Record<ComparisonScope, number>>): ComparisonScope | null {
  return COMPARISON_SCOPES.find((scope) => publishable(peers[scope])) ?? null;
}

/** Whether a figure from this many other facilities may be shown. */
export function publishable(otherFacilities: number): boolean {
  return otherFacilities >= MIN_PEERS;
}

/** The peer count as shown: rounded down to a multiple of `COUNT_STEP` (so "at least 10"). */
export function roundedCount(otherFacilities: number): number {
  return Math.floor(otherFacilities / COUNT_STEP) * COUNT_STEP;
}

/** A figure as shown: `SIGNIFICANT_DIGITS` significant digits, so no quartile carries a peer's exact value. */
export function roundFigure(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

export interface PeerQuartiles {
  lowerQuartile: number;
  median: number;
  upperQuartile: number;
}

/** Where a facility's value sits among its peers; lower is less used, so `lowestQuarter` uses least. */
export type PeerPosition = 'lowestQuarter' | 'belowMedian' | 'aboveMedian' | 'highestQuarter';

/**
 * The quarter of the peer group a value falls in: at or below the lower quartile is the lowest
 * quarter, at or below the median below the median, at or below the upper quartile above the
 * median, else the highest quarter.
 */
export function peerPosition(value: number, quartiles: PeerQuartiles): PeerPosition {
  if (value <= quartiles.lowerQuartile) return 'lowestQuarter';
  if (value <= quartiles.median) return 'belowMedian';
  if (value <= quartiles.upperQuartile) return 'aboveMedian';
  return 'highestQuarter';
}
