import type { Quantity, Question, UnitSystem } from './model.ts';
import { convert, NATURAL_GAS_UNITS, unitLabel, UNIT_SYSTEMS } from './units.ts';

/**
 * The smallest and largest number a field accepts. Limits of a physical quantity are written in its
 * metric unit (ha, m², m³, kg, metres, km, m³/h, kWh) and converted into the system a value is typed
 * in; currency and plain numbers are the same in every system. These are limits of what can be true
 * of one golf facility or event in a year, not of what is usual (that is `plausibility`): a value
 * beyond them is a typing slip, refused with a reason.
 */
export interface NumericRange {
  min: number;
  max: number;
  /** The quantity the limits are in, or null for counts, shares and other plain numbers. */
  quantity: Quantity | null;
  /** Decimals a value may have: 2 for measured figures and money, 0 for counts (people, rounds, days). */
  decimals: number;
}

/** A range in one unit system: the limits the value is compared with, and its unit label. */
export interface RangeInSystem {
  min: number;
  max: number;
  /** 'kWh', 'ac', 'US gal' …; null for plain numbers and money (the currency is not converted). */
  unit: string | null;
}

const range = (max: number, quantity: Quantity | null = null, min = 0): NumericRange => ({
  min,
  max,
  quantity,
  decimals: 2,
});

/** A count of things, people or days: whole numbers only. */
const count = (max: number, min = 0): NumericRange => ({ ...range(max, null, min), decimals: 0 });

/**
 * One limit for every numeric question that declares a unit type. The largest facilities and events
 * stay well inside: 100 GWh of electricity, 10 million m³ of water, 2,000 ha of land.
 */
export const QUANTITY_RANGES: Readonly<Record<Quantity, NumericRange>> = {
  electricity: range(100_000_000, 'electricity'),
  volume: range(10_000_000, 'volume'),
  area: range(2_000, 'area'),
  // Buildings and covered ground: 20 ha of floor is more than any clubhouse or event village.
  smallArea: range(200_000, 'smallArea'),
  // 10,000 tonnes: a year's waste, fertiliser or products of the largest event.
  mass: range(10_000_000, 'mass'),
  // 50 km: longer than any course or buffer strip.
  length: range(50_000, 'length'),
  distance: range(10_000_000, 'distance'),
  flowRate: range(10_000, 'flowRate'),
  // 10 million litres of fuel, 100 GWh of gas: the same ceilings the litre and kWh questions had.
  fuelVolume: range(10_000_000, 'fuelVolume'),
  gasEnergy: range(100_000_000, 'gasEnergy'),
  currency: range(10_000_000, 'currency'),
};

/** A share in per cent. */
export const PERCENTAGE_RANGE: NumericRange = range(100);

/**
 * A number that declares neither a unit type nor a field of its own: a billion stops a runaway
 * exponent ("1e20") without guessing what is counted.
 */
export const DEFAULT_RANGE: NumericRange = range(1_000_000_000);

/**
 * Numeric questions of the fixture question sets that need their own limits: counts, litres and
 * other figures without a unit type, by question id (a fixture test checks every id is numeric).
 */
export const QUESTION_RANGES: Readonly<Record<number, NumericRange>> = {
  // Best practice: approach, community, resources, nature.
  13005: count(1_000), // working group meetings a year
  12003: range(2_000), // training hours per employee a year
  12010: count(100_000), // members
  12013: range(1_000_000), // volunteer hours
  11014: range(100_000), // installed generating capacity, kW
  11019: count(10_000), // machines
  11027: PERCENTAGE_RANGE, // share of waste recycled, typed as a number of per cent
  10024: range(500), // height of cut, mm
  10035: count(10_000), // qualified staff
  // Baseline: one course of the courses grid.
  14007: count(72, 1), // holes of one course, as the facility details' courses
  14009: count(400, 1), // par
  14010: count(2100, 1700), // year opened
  // Annual data (facility).
  15007: count(366), // days with irrigation
  15014: range(10_000_000), // heating oil or LPG (retired, still read), litres
  // Natural gas in ccf: the kWh question's ceiling, 100 GWh, at the unit table's heat content.
  15051: range(Math.floor(QUANTITY_RANGES.gasEnergy.max / NATURAL_GAS_UNITS.ccf)),
  15038: count(1_000_000), // rounds played
  15054: range(2_000), // the supplier's disclosed emission rate, g CO2e per kWh
  15039: count(100_000), // playing members
  15041: range(10_000), // full-time greenkeeping staff
  15042: range(10_000), // seasonal greenkeeping staff
  15043: range(10_000), // clubhouse staff
  15061: range(9, null, 2), // people in a shared car, on average: the driver and at most eight passengers
  15062: count(10_000), // staff commuting to the facility
  15064: count(366), // working days per staff member in the year
  // Annual data (tournament).
  16001: count(366), // event days
  16002: count(10_000_000), // spectators
  16003: count(10_000), // players
  16004: count(1_000_000), // staff, contractors and volunteers
  16012: count(10_000), // water refill stations
};

// A Map finds a question without a range of its own at once; the record above, keyed by number,
// looks for a missing id along its prototype chain, on every number of every answer.
const OWN_RANGES: ReadonlyMap<number, NumericRange> = new Map(
  Object.entries(QUESTION_RANGES).map(([id, range]) => [Number(id), range]),
);

/** The range of a numeric question: its own, else by field type (percentage) and unit type. */
export function questionRange(question: Pick<Question, 'id' | 'fieldType' | 'unitType'>): NumericRange {
  const own = OWN_RANGES.get(question.id);
  if (own) return own;
  if (question.fieldType === 'percentage') return PERCENTAGE_RANGE;
  if (question.unitType) return QUANTITY_RANGES[question.unitType];
  return DEFAULT_RANGE;
}

/** Floors (or ceils) to 2 decimals, the precision numbers are typed in, so the stated limit is exact. */
function toTypedPrecision(value: number, direction: 'down' | 'up'): number {
  const scaled = value * 100;
  const rounded = direction === 'down' ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  return rounded / 100;
}

function limitIn(value: number, quantity: Quantity | null, system: UnitSystem): number {
  if (!quantity || quantity === 'currency') return value;
  return convert(value, quantity, 'metric', system);
}

function unitIn(quantity: Quantity | null, system: UnitSystem): string | null {
  return quantity && quantity !== 'currency' ? unitLabel(quantity, system) : null;
}

function computeRangeIn(range: NumericRange, system: UnitSystem | null): RangeInSystem {
  const { quantity } = range;
  if (system) {
    return {
      min: toTypedPrecision(limitIn(range.min, quantity, system), 'up'),
      max: toTypedPrecision(limitIn(range.max, quantity, system), 'down'),
      unit: unitIn(quantity, system),
    };
  }
  const all = UNIT_SYSTEMS.map((candidate) => rangeIn(range, candidate));
  const widest = all.reduce((best, candidate) => (candidate.max > best.max ? candidate : best));
  return { ...widest, min: Math.min(...all.map((candidate) => candidate.min)) };
}

// Every number of an answer set is checked against one of a few dozen ranges in one of three
// systems: convert each pair once, not once per number (validation runs on every keystroke and
// every save). Keyed by the range object, so a range made on the fly is converted afresh; the
// systems (and none) by a fixed slot, so a hit costs one lookup.
const convertedRanges = new WeakMap<NumericRange, (RangeInSystem | undefined)[]>();

function systemSlot(system: UnitSystem | null): number {
  switch (system) {
    case 'metric':
      return 0;
    case 'british imperial':
      return 1;
    case 'united states customary':
      return 2;
    default:
      return 3;
  }
}

/**
 * A range in the unit system a value is typed in: a metric limit converted with `convert` (2,000 ha
 * is 4,942.1 ac), rounded inwards to 2 decimals so the limit a message states is exactly the one
 * checked. Without a system (an answer that never said which), the widest of the three, so the
 * server never refuses what a browser in any system accepted. The result is shared: read it only.
 */
export function rangeIn(range: NumericRange, system: UnitSystem | null): RangeInSystem {
  let bySystem = convertedRanges.get(range);
  if (!bySystem) {
    bySystem = [undefined, undefined, undefined, undefined];
    convertedRanges.set(range, bySystem);
  }
  const slot = systemSlot(system);
  let converted = bySystem[slot];
  if (!converted) {
    converted = Object.freeze(computeRangeIn(range, system));
    bySystem[slot] = converted;
  }
  return converted;
}

/** Where a number falls against a range: inside, below its minimum or above its maximum. */
export type RangeOutcome = 'inside' | 'below' | 'above';

/** Compares a number with a range in a unit system (`rangeIn`). */
export function compareWithRange(value: number, limits: RangeInSystem): RangeOutcome {
  if (value < limits.min) return 'below';
  if (value > limits.max) return 'above';
  return 'inside';
}

/** The facility details' areas, in hectares or acres as the facility's unit system says. */
export const AREA_PARTS = [
  'club_house_area',
  'maintenance_area',
  'practice_area',
  'indoor_area',
  'other_area',
] as const;

export type AreaPart = (typeof AREA_PARTS)[number];
export type AreaField = 'total_area' | AreaPart;

/** The facility details' money fields (in the facility's currency): the costs and the turnover. */
export type CostField =
  'petrol_costs' | 'labour_hourly' | 'fertiliser_budget' | 'pesticide_budget' | 'turnover';

/** The numbers of one course of the facility details. */
export type CourseNumberField = 'length' | 'number_of_holes' | 'year_opened' | 'par' | 'rounds_per_year';

/**
 * The limits of every number of the facility details. Holes, par and year opened repeat the
 * contract's bounds, so the form says the same as the server.
 */
export const DETAILS_RANGES: {
  readonly areas: Readonly<Record<AreaField, NumericRange>>;
  readonly costs: Readonly<Record<CostField, NumericRange>>;
  readonly course: Readonly<Record<CourseNumberField, NumericRange>>;
} = {
  areas: {
    total_area: QUANTITY_RANGES.area,
    club_house_area: QUANTITY_RANGES.area,
    maintenance_area: QUANTITY_RANGES.area,
    practice_area: QUANTITY_RANGES.area,
    indoor_area: QUANTITY_RANGES.area,
    other_area: QUANTITY_RANGES.area,
  },
  costs: {
    petrol_costs: QUANTITY_RANGES.currency,
    // An hourly wage: ten thousand an hour is beyond any currency's plausible rate.
    labour_hourly: range(10_000, 'currency'),
    fertiliser_budget: QUANTITY_RANGES.currency,
    pesticide_budget: QUANTITY_RANGES.currency,
    // A year's turnover: the VSME's medium undertakings reach EUR 50 million (its §2(c)), several
    // hundred million in currencies of smaller units; ten billion holds those, not a figure in cents.
    turnover: range(10_000_000_000, 'currency'),
  },
  course: {
    length: QUANTITY_RANGES.length,
    number_of_holes: count(72, 1),
    year_opened: count(2100, 1700),
    par: count(400, 1),
    rounds_per_year: count(1_000_000),
  },
};
