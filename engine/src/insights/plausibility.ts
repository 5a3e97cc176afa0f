import type { AnswerMap } from '../group-state.ts';
import type { Quantity, UnitSystem } from '../model.ts';
import { convert, unitLabel } from '../units.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { answerReader } from './answer-values.ts';

/** The annual metrics with a plausibility band. */
export type PlausibilityMetric = 'water' | 'electricity' | 'fuel' | 'nitrogen' | 'phosphate' | 'potash';

/** What a metric is divided by: the area irrigated that year, or the whole site. */
export type PlausibilityBasis = 'irrigatedHectare' | 'siteHectare';

/**
 * A published figure a band is built on: a total over an area, as the study reports it, in the
 * study's own units (converted here with `convert`, never retyped by hand).
 */
export interface PublishedFigure {
  source: string;
  /** The table, page or sentence the figure is read from. */
  where: string;
  year: number;
  amount: number;
  /** How `amount` is measured: one of the engine's quantities in a unit system, times `scale`. */
  amountIn: { quantity: Quantity; system: UnitSystem; scale: number };
  /** The area it is spread over, in acres. */
  acres: number;
}

/**
 * A band above which an annual figure per hectare is flagged for checking (never refused). `high`
 * is in the metric unit of the quantity per hectare: the published rate times `factor`.
 */
export interface PlausibilityBand {
  metric: PlausibilityMetric;
  quantity: Quantity;
  basis: PlausibilityBasis;
  figure: PublishedFigure;
  /**
   * 1 where the figure is itself an upper value; otherwise how far above a published average a
   * facility may sit before the hint fires: a product judgement, stated here, not a published one.
   */
  factor: number;
  note: string;
}

const GCSAA_ENERGY =
  'Lyman, G., Johnson, M., Stacey, G. and Brown, C. (2012), "Golf Course Environmental Profile Measures Energy Use and Energy Management Practices" (GCSAA Golf Course Environmental Profile, survey of 2008), abstract as published at sustainable.golf/science-hub/research-papers/golf-course-environmental-profile-measures-energy-use-and-energy-management-practices';
const GCSAA_NUTRIENTS =
  'GCSAA, "Golf Course Environmental Profile Measures Nutrient Use and Management and Fertilizer Restrictions, Storage, and Equipment Calibration" (survey of 16,386 U.S. golf facilities, 2006 data), abstract as indexed at discovery.researcher.life/article/golf-course-environmental-profile-measures-nutrient-use-and-management-and-fertilizer-restrictions-storage-and-equipment-calibration/04b12adde8e13b2e961c1285905c6dc3';
/** Maintained turf (greens, tees, fairways, rough) on all U.S. golf facilities, 2005. */
const US_MAINTAINED_ACRES = 1_504_210;
const US_MAINTAINED_ACRES_SOURCE =
  'Lyman, G. T., "How Much Water Does Golf Use and Where Does It Come From?", USGA Water Summit paper on the GCSAA Golf Course Environmental Profile vol. II: "There are an estimated 1,504,210 acres of maintained turfgrass (greens, tees, fairways, rough) on golf facilities in the U.S."';
/** A short ton, the unit of the U.S. survey's tonnages: 2,000 lb. */
const SHORT_TON = 2_000;
const AVERAGE_SPREAD =
  'Three times the national average per hectare (the factor the year-over-year hint uses too): a product judgement of how far a facility may sit above the average, not a published figure.';

/**
 * The bands (docs/annual-data.md#input-rules). Water: the USGA's upper figure for hot, dry climates. Electricity and
 * machinery fuel: the GCSAA's national totals for 2008 over the maintained turf of 2005.
 * Nutrients: the GCSAA's 2006 national totals over the acres they were applied to. A site's
 * whole area is larger than its maintained or fertilised turf, so per site hectare a facility
 * reads lower than these rates: the bands flag only figures far out of the ordinary.
 */
export const PLAUSIBILITY_BANDS: Readonly<Record<PlausibilityMetric, PlausibilityBand>> = {
  water: {
    metric: 'water',
    quantity: 'volume',
    basis: 'irrigatedHectare',
    figure: {
      source:
        'USGA Water Resource Center, "How Much Water Golf Courses Need" (usga.org/content/usga/home-page/course-care/water-resource-center/how-much-water-golf-courses-need.html)',
      where:
        '"Golf courses in hot, dry climates may require as much as 6 acre-feet of water per acre per year."',
      year: 2016,
      // 6 acre-feet on one acre: a depth of 6 feet (2 yards) over the acre.
      amount: 2,
      amountIn: { quantity: 'length', system: 'united states customary', scale: 1 },
      acres: 1,
    },
    factor: 1,
    note: 'Water per irrigated hectare: a depth over the area, so the volume is depth × area.',
  },
  electricity: {
    metric: 'electricity',
    quantity: 'electricity',
    basis: 'siteHectare',
    figure: {
      source: `${GCSAA_ENERGY}; acres: ${US_MAINTAINED_ACRES_SOURCE}`,
      where: 'Abstract: "estimated electricity use in 2008 was 6,714,000,000 kWh", all U.S. golf facilities',
      year: 2008,
      amount: 6_714_000_000,
      amountIn: { quantity: 'electricity', system: 'metric', scale: 1 },
      acres: US_MAINTAINED_ACRES,
    },
    factor: 3,
    note: AVERAGE_SPREAD,
  },
  fuel: {
    metric: 'fuel',
    quantity: 'fuelVolume',
    basis: 'siteHectare',
    figure: {
      source: `${GCSAA_ENERGY}; acres: ${US_MAINTAINED_ACRES_SOURCE}`,
      where: 'Abstract: "gasoline use was 77,000,000 gallons; and diesel use was 50,400,000 gallons" (2008)',
      year: 2008,
      amount: 77_000_000 + 50_400_000,
      amountIn: { quantity: 'fuelVolume', system: 'united states customary', scale: 1 },
      acres: US_MAINTAINED_ACRES,
    },
    factor: 3,
    note: AVERAGE_SPREAD,
  },
  nitrogen: {
    metric: 'nitrogen',
    quantity: 'mass',
    basis: 'siteHectare',
    figure: {
      source: GCSAA_NUTRIENTS,
      where: 'Abstract: "a total of 101,096 tons nitrogen were applied to 1,311,000 acres" (2006)',
      year: 2006,
      amount: 101_096,
      amountIn: { quantity: 'mass', system: 'united states customary', scale: SHORT_TON },
      acres: 1_311_000,
    },
    factor: 3,
    note: AVERAGE_SPREAD,
  },
  phosphate: {
    metric: 'phosphate',
    quantity: 'mass',
    basis: 'siteHectare',
    figure: {
      source: GCSAA_NUTRIENTS,
      where: 'Abstract: "36,810 tons phosphate were applied to 1,131,000 acres" (2006)',
      year: 2006,
      amount: 36_810,
      amountIn: { quantity: 'mass', system: 'united states customary', scale: SHORT_TON },
      acres: 1_131_000,
    },
    factor: 3,
    note: AVERAGE_SPREAD,
  },
  potash: {
    metric: 'potash',
    quantity: 'mass',
    basis: 'siteHectare',
    figure: {
      source: GCSAA_NUTRIENTS,
      where: 'Abstract: "99,005 tons potash were applied to 1,260,000 acres" (2006)',
      year: 2006,
      amount: 99_005,
      amountIn: { quantity: 'mass', system: 'united states customary', scale: SHORT_TON },
      acres: 1_260_000,
    },
    factor: 3,
    note: AVERAGE_SPREAD,
  },
};

const HECTARES_PER_ACRE = convert(1, 'area', 'united states customary', 'metric');

/**
 * A band's published rate in the metric unit of its quantity per hectare. Water is a depth: its
 * metres over one hectare (10,000 m²) are cubic metres.
 */
export function publishedRate(band: PlausibilityBand): number {
  const { amount, amountIn, acres } = band.figure;
  const inMetric = convert(amount * amountIn.scale, amountIn.quantity, amountIn.system, 'metric');
  if (amountIn.quantity === 'length') return inMetric * 10_000;
  return inMetric / (acres * HECTARES_PER_ACRE);
}

/** The figure per hectare above which a band's hint fires, in metric units. */
export function bandHigh(band: PlausibilityBand): number {
  return publishedRate(band) * band.factor;
}

/** What the facility's year is divided by. */
export interface PlausibilityScale {
  /** The site's total area in hectares, or null when unknown (site bands are then not checked). */
  siteHectares: number | null;
}

/** A figure above its band, in the facility's units, for a "please check" hint. */
export interface PlausibilityHint {
  metric: PlausibilityMetric;
  basis: PlausibilityBasis;
  /** The year's figure per hectare or acre, in the facility's unit system. */
  perArea: number;
  /** The band's upper figure in the same units. */
  high: number;
  /** The unit of both, e.g. 'kWh', 'US gal', 'lbs'. */
  unit: string;
  /** 'ha' or 'ac'. */
  areaUnit: string;
}

/** Which question a metric's hint is shown on. */
export const PLAUSIBILITY_QUESTIONS: Readonly<Record<PlausibilityMetric, number>> = {
  water: Q.water.grid,
  electricity: Q.electricity.grid,
  fuel: Q.fuel.grid,
  nitrogen: Q.nutrients.grid,
  phosphate: Q.nutrients.grid,
  potash: Q.nutrients.grid,
};

function sumColumn(
  read: ReturnType<typeof answerReader>,
  grid: number,
  column: number,
  quantity?: Quantity,
): number | null {
  const rows = read.rows(grid);
  if (!rows) return null;
  let total = 0;
  for (const row of rows) total += read.cell(grid, row, column, quantity) ?? 0;
  return total;
}

/** A year's totals of each metric in metric units, and the area irrigated in hectares. */
function yearTotals(answers: AnswerMap, system: UnitSystem) {
  const read = answerReader(answers, system, 'metric');
  return {
    totals: {
      water: sumColumn(read, Q.water.grid, Q.water.volume, 'volume'),
      electricity: read.number(Q.electricity.grid, 'electricity'),
      fuel: sumColumn(read, Q.fuel.grid, Q.fuel.litres, 'fuelVolume'),
      nitrogen: sumColumn(read, Q.nutrients.grid, Q.nutrients.nitrogen, 'mass'),
      phosphate: sumColumn(read, Q.nutrients.grid, Q.nutrients.phosphate, 'mass'),
      potash: sumColumn(read, Q.nutrients.grid, Q.nutrients.potash, 'mass'),
    } satisfies Record<PlausibilityMetric, number | null>,
    irrigatedHectares: read.number(IRRIGATED_AREA, 'area'),
  };
}

/** "Total area of the site" of the baseline review (fixtures/question-sets/baseline.json). */
export const SITE_AREA = 14000;

/** The site's area in hectares from the baseline review's answers, or null when not answered. */
export function siteHectares(baseline: AnswerMap, system: UnitSystem): number | null {
  const hectares = answerReader(baseline, system, 'metric').number(SITE_AREA, 'area');
  return hectares !== null && hectares > 0 ? hectares : null;
}

/** "Area irrigated in the year" of the annual data (fixtures/question-sets/annual-data-facility.json). */
export const IRRIGATED_AREA = 15006;

/** A rate per hectare in the metric unit, as the same rate per hectare or acre of `system`. */
function rateIn(perHectare: number, band: PlausibilityBand, system: UnitSystem): number {
  const amount = convert(perHectare, band.quantity, 'metric', system);
  return amount / convert(1, 'area', 'metric', system);
}

/**
 * The plausibility hints of a year of annual data (docs/annual-data.md#input-rules): each main metric per hectare (water
 * per irrigated hectare, the others per hectare of the site) against its band. A hint only: the
 * figure may be right, and saving stays possible. A metric without its figure or area has none.
 */
export function plausibility(
  answers: AnswerMap,
  scale: PlausibilityScale,
  system: UnitSystem,
): PlausibilityHint[] {
  const { totals, irrigatedHectares } = yearTotals(answers, system);
  const hints: PlausibilityHint[] = [];
  for (const band of Object.values(PLAUSIBILITY_BANDS)) {
    const total = totals[band.metric];
    const hectares = band.basis === 'irrigatedHectare' ? irrigatedHectares : scale.siteHectares;
    if (total === null || hectares === null || !(hectares > 0)) continue;
    const perHectare = total / hectares;
    const high = bandHigh(band);
    if (perHectare <= high) continue;
    hints.push({
      metric: band.metric,
      basis: band.basis,
      perArea: rateIn(perHectare, band, system),
      high: rateIn(high, band, system),
      unit: unitLabel(band.quantity, system),
      areaUnit: unitLabel('area', system),
    });
  }
  return hints;
}
