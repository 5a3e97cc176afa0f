import type { LiquidFuelKey } from './footprint-types.ts';

/**
 * The annual-data metrics, the one list of their keys (docs/insights.md#behaviour): the charts'
 * series in display order (`yearSeries` defines each, keyed by this list), and the contract's
 * `AnnualMetric` enum, which openapi/src/engine-model.typecheck.ts and its test hold to it.
 */
export const ANNUAL_METRIC_KEYS = [
  'water',
  'electricity',
  'naturalGas',
  'fuel',
  'fertiliser',
  'pesticides',
  'waste',
  'rounds',
  'staff',
] as const;

export type AnnualMetricKey = (typeof ANNUAL_METRIC_KEYS)[number];

/** The water sources, as the annual-data grid's options name them (`ANNUAL_DATA_OPTIONS.waterSource`). */
export const WATER_SOURCES = ['mains', 'borehole', 'surface', 'rainwater', 'recycled', 'other'] as const;

export type WaterSource = (typeof WATER_SOURCES)[number];

/**
 * The annual figures compared between facilities, the one list of their keys
 * (docs/benchmarks-and-targets.md#metrics): `BENCHMARK_METRICS` defines each, keyed by this list,
 * and the contract's `BenchmarkMetric` enum is held to it as `AnnualMetric` is. Water from one
 * source is `water.<source>`, one for each of `WATER_SOURCES`.
 */
export const BENCHMARK_METRIC_KEYS = [
  'footprint',
  'electricity',
  'naturalGas',
  'fuel',
  'water',
  'water.mains',
  'water.borehole',
  'water.surface',
  'water.rainwater',
  'water.recycled',
  'water.other',
  'nitrogen',
  'phosphate',
  'potash',
  'waste',
] as const satisfies readonly (string | `water.${WaterSource}`)[];

export type BenchmarkMetric = (typeof BENCHMARK_METRIC_KEYS)[number];

/**
 * Which annual-data question (fixtures/question-sets/annual-data-facility.json) feeds which
 * insight input, by id. The fixture test reads every id back from the question set, so renaming
 * or removing one fails a test instead of silently dropping a source from the footprint.
 */
export const ANNUAL_DATA_QUESTIONS = {
  water: { grid: 15000, source: 15001, use: 15002, volume: 15003, otherSource: 15052 },
  electricity: {
    grid: 15009,
    renewableShare: 15010,
    onSite: 15011,
    contract: 15012,
    /** The supplier's disclosed emission rate, g CO2e per kWh, and where it is published. */
    supplierRate: 15054,
    supplierRateSource: 15055,
    /** Certificates or PPA electricity cancelled for the supply: kWh, type, issuing country, document. */
    certificates: { volume: 15085, type: 15086, country: 15087, document: 15088 },
  },
  naturalGas: 15013,
  /** Natural gas in hundreds of cubic feet, where a US bill states volume rather than energy. */
  naturalGasCcf: 15051,
  /** Heating oil (kerosene, DESNZ "burning oil"), litres. */
  heatingOil: 15049,
  /** LPG, litres. */
  lpg: 15050,
  /**
   * The retired "heating oil or LPG (litres)" question (inactive, kept for its stored answers):
   * counted as heating oil and flagged for review, since it cannot tell the two apart.
   */
  combinedHeatingOil: 15014,
  fuel: { grid: 15015, type: 15016, litres: 15017 },
  nutrients: { grid: 15020, nitrogen: 15022, phosphate: 15023, potash: 15024 },
  pesticides: { applied: 15053, grid: 15027, activeIngredient: 15030 },
  waste: { grid: 15033, stream: 15034, destination: 15035, weight: 15036 },
  rounds: 15038,
  staff: { fullTime: 15041, seasonal: 15042, clubhouse: 15043 },
  /** Travel to and from the facility (docs/carbon-method.md#travel): shares in %, distances return. */
  travel: {
    visitorDistance: 15056,
    visitorShares: { car: 15057, carSharing: 15058, publicTransport: 15059, bikeOrWalk: 15060 },
    /** People in a shared car, on average (2 when not answered). */
    sharedCarOccupancy: 15061,
    staff: 15062,
    staffDistance: 15063,
    staffDays: 15064,
    staffShares: { car: 15065, carSharing: 15066, publicTransport: 15067, bikeOrWalk: 15068 },
    includeInHeadline: 15069,
  },
} as const;

/**
 * Where each figure feeding the footprint comes from (docs/carbon-method.md#data-quality): the
 * question marking it, by the figure's question id. Water and waste had their own questions before
 * (metered? weighed?); the others have one each, added after publication.
 */
export const DATA_QUALITY_QUESTIONS: Readonly<Record<number, number>> = {
  15009: 15080,
  15013: 15081,
  15051: 15081,
  15049: 15082,
  15050: 15082,
  15014: 15082,
  15015: 15083,
  15020: 15084,
  15000: 15005,
  15033: 15037,
  // The tournament's one question covers its electricity, fuel and water.
  16005: 16040,
  16006: 16040,
  16011: 16040,
};

/**
 * The options marking a figure's source. "Partly" metered water is counted as estimated: a share
 * resting on measured data must not take in what was not measured.
 */
export const DATA_QUALITY_OPTIONS: Readonly<Record<number, 'measured' | 'estimated' | 'spend'>> = {
  55090: 'measured',
  55091: 'estimated',
  55092: 'spend',
  55093: 'measured',
  55094: 'estimated',
  55095: 'spend',
  55096: 'measured',
  55097: 'estimated',
  55098: 'spend',
  55099: 'measured',
  55100: 'estimated',
  55101: 'spend',
  55102: 'measured',
  55103: 'estimated',
  55104: 'spend',
  // "Are these volumes metered rather than estimated?" Yes, No, Partly.
  55010: 'measured',
  55011: 'estimated',
  55012: 'estimated',
  // "Are weights from contractor invoices or weighbridge tickets?" Yes, No (estimated).
  55054: 'measured',
  55055: 'estimated',
  56040: 'measured',
  56041: 'estimated',
  56042: 'spend',
};

/** Answer options the footprint reads, by option id. */
export const ANNUAL_DATA_OPTIONS = {
  /** Machinery fuel: gas oil (red diesel) has a factor of its own (DESNZ "Gas oil"). */
  fuel: { 55018: 'diesel', 55019: 'petrol', 55062: 'gasOil' } satisfies Record<number, LiquidFuelKey>,
  waterSource: {
    55000: 'mains',
    55001: 'borehole',
    55002: 'surface',
    55003: 'rainwater',
    55004: 'recycled',
    55005: 'other',
  } satisfies Record<number, WaterSource>,
  mainsWater: 55000,
  /** Water used indoors goes to the sewer and is treated; irrigation water is not. */
  waterUseToSewer: [55007, 55008],
  /**
   * Electricity contracts. Certified 100 % and a PPA cover the share given (all of it when no
   * share is given); a part-renewable contract covers only the share given; the rest is uncovered.
   */
  contract: { standard: 55013, certifiedFull: 55014, ppa: 55015, partRenewable: 55016, other: 55017 },
  /** Certificates or contracts held for the supply, by type. */
  certificateType: {
    55105: 'guaranteeOfOrigin',
    55106: 'rego',
    55107: 'irec',
    55108: 'ppa',
    55109: 'other',
  },
  wasteStream: {
    55042: 'general',
    55043: 'recycling',
    55044: 'glass',
    55045: 'food',
    55046: 'green',
    55047: 'hazardous',
    55048: 'other',
  },
  /** "Include travel in the headline total?": only yes includes it. */
  includeTravel: { yes: 55065, no: 55066 },
  wasteDestination: {
    55049: 'landfill',
    55050: 'recycling',
    55051: 'composting',
    55052: 'energyRecovery',
    55053: 'reuse',
  },
} as const;

/**
 * The tournament's annual data (fixtures/question-sets/annual-data-tournament.json): grid
 * electricity, fuel for generators and vehicles, and mains water. It has no electricity contract
 * question (so all grid electricity is uncovered in the market-based figure), no heating and no
 * waste by route (only a total and a recycled share, which no DESNZ factor fits).
 */
export const TOURNAMENT_DATA_QUESTIONS = {
  electricity: 16005,
  fuel: { grid: 16006, type: 16007, litres: 16008 },
  water: 16011,
} as const;

export const TOURNAMENT_DATA_OPTIONS = {
  fuel: { 56000: 'diesel', 56001: 'petrol' } satisfies Record<number, LiquidFuelKey>,
} as const;
