import type {
  EmissionFactorData,
  FactorEdition,
  GridFactor,
  GridStandIn,
  ResidualMixNotPublished,
} from './footprint-types.ts';

export type {
  EmissionFactorData,
  FactorEdition,
  FuelKey,
  GridFactor,
  GridStandIn,
  LiquidFuelKey,
  PublishedFactor,
  ResidualMixNotPublished,
} from './footprint-types.ts';

/** What the year rule picked, and whether the data year is older than everything there is. */
export interface Picked<T> {
  entry: T;
  /** The data year is older than every entry: the oldest was taken (note `editionOlderThanData`). */
  olderThanData: boolean;
}

/**
 * The year rule of the factor library (fixtures/emission-factors/README.md, "Which year"): the
 * newest entry at or before the data year; a data year older than every entry takes the oldest.
 */
function forYear<T extends { year: number }>(entries: readonly T[], year: number): Picked<T> | null {
  const sorted = [...entries].sort((a, b) => a.year - b.year);
  const atOrBefore = sorted.filter((entry) => entry.year <= year).pop();
  if (atOrBefore) return { entry: atOrBefore, olderThanData: false };
  const oldest = sorted[0];
  return oldest ? { entry: oldest, olderThanData: true } : null;
}

/**
 * The DESNZ edition a data year uses: the newest published at or before it, so 2026 data uses
 * the 2025 edition until 2026's is added; data older than the oldest edition uses the oldest.
 */
export function editionFor(data: EmissionFactorData, year: number): Picked<FactorEdition> {
  const picked = forYear(data.editions, year);
  if (!picked) throw new RangeError('The emission factor data has no DESNZ edition');
  return picked;
}

/** ISO 3166-1 alpha-2 as the library spells it: upper case, `GB` for the United Kingdom. */
export function countryKey(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code;
}

function gridFor(factors: readonly GridFactor[], country: string, year: number): Picked<GridFactor> | null {
  const code = countryKey(country);
  return forYear(
    factors.filter((factor) => factor.country === code),
    year,
  );
}

/**
 * The location-based grid intensity of a country for a data year (GHG Protocol Scope 2,
 * location-based method), by the same year rule per country; null when the country has none.
 * There is deliberately no regional average standing in for a missing country.
 */
export function locationFactorFor(
  data: EmissionFactorData,
  country: string,
  year: number,
): Picked<GridFactor> | null {
  return gridFor(data.locationBased, country, year);
}

/**
 * The residual mix of a country for a data year (GHG Protocol Scope 2, market-based method, for
 * consumption not covered by certificates or a PPA); null when the country has none. A year the
 * library records as not published (`residualMixNotPublished`), or a later year with no newer mix,
 * has none either: an earlier year's mix describes another market and is not carried forward
 * (docs/carbon-method.md#scope-2-both-ways).
 */
export function residualMixFor(
  data: EmissionFactorData,
  country: string,
  year: number,
): Picked<GridFactor> | null {
  const picked = gridFor(data.residualMix, country, year);
  if (!picked || picked.olderThanData) return picked;
  return residualMixGapFor(data, country, year, picked.entry.year) ? null : picked;
}

/**
 * The library's record that no residual mix was published for the country in the data year or in a
 * year between the newest published mix and it; null when there is none.
 */
export function residualMixGapFor(
  data: EmissionFactorData,
  country: string,
  year: number,
  after = -Infinity,
): ResidualMixNotPublished | null {
  const code = countryKey(country);
  const gaps = (data.residualMixNotPublished ?? [])
    .filter((gap) => gap.country === code && gap.year <= year && gap.year > after)
    .sort((a, b) => b.year - a.year);
  return gaps[0] ?? null;
}

/**
 * The country whose grid factors stand in for one without a published factor of its own, as the
 * library names it with its reason (fixtures/emission-factors/README.md, "Grid intensities"); null
 * when the library names none. Only the data decides: there is no regional average by default.
 */
export function gridStandInFor(data: EmissionFactorData, country: string): GridStandIn | null {
  const code = countryKey(country);
  return data.gridStandIns?.find((standIn) => standIn.country === code) ?? null;
}

/**
 * The part of the factor library one year's footprint of one country reads: the DESNZ edition of
 * the year, the grid factors of the country (or of the country standing in for it) and the
 * fertiliser factor (docs/carbon-method.md). `footprint` gives the same result from it as from the
 * whole library, so a browser computing a footprint from answers not saved yet is sent this, not
 * every edition and every country.
 */
export function factorsFor(data: EmissionFactorData, country: string, year: number): EmissionFactorData {
  const standIn = gridStandInFor(data, country);
  const countries = [countryKey(country), ...(standIn ? [countryKey(standIn.uses)] : [])];
  const picked = (factors: readonly GridFactor[]): GridFactor[] =>
    countries.flatMap((code) => {
      const found = gridFor(factors, code, year);
      return found ? [found.entry] : [];
    });
  return {
    version: data.version,
    editions: [editionFor(data, year).entry],
    locationBased: picked(data.locationBased),
    residualMix: picked(data.residualMix),
    gridStandIns: standIn ? [standIn] : [],
    fertiliserNitrogen: data.fertiliserNitrogen,
  };
}
