import type { Quantity, UnitSystem } from './model.ts';

export const UNIT_SYSTEMS: readonly UnitSystem[] = ['metric', 'british imperial', 'united states customary'];

export const QUANTITIES: readonly Quantity[] = [
  'area',
  'smallArea',
  'volume',
  'mass',
  'length',
  'distance',
  'flowRate',
  'electricity',
  'fuelVolume',
  'gasEnergy',
  'currency',
];

type PhysicalQuantity = Exclude<Quantity, 'currency'>;
type PerSystem<T> = Record<UnitSystem, T>;

// Exact legal definitions. International yard and pound agreement (1959): yard 0.9144 m,
// avoirdupois pound 0.45359237 kg. Weights and Measures Act 1985: imperial gallon 4.54609 L.
// US customary (NIST HB 44): gallon 231 in³ = 3.785411784 L. Acre = 4840 yd².
const YARD = 0.9144;
const FOOT = YARD / 3;
const IMPERIAL_GALLON = 0.00454609;
const US_GALLON = 0.003785411784;
// NIST SP 811 (2008), Appendix B.8: British thermal unit (IT) = 1.055 056 E+03 J; 1 kWh = 3.6 E+06 J.
// EIA, "What are Ccf, Mcf, Btu, and therms?" (eia.gov/tools/faqs/faq.cfm?id=45): one therm
// equals 100,000 Btu, the unit US gas bills charge in.
const BTU_IN_KWH = 1055.056 / 3_600_000;
const THERM = 100_000 * BTU_IN_KWH;
// The same EIA page: "In 2023, the U.S. annual average heat content of natural gas delivered to
// end-use sectors averaged about 1,038 Btu per cubic foot. Therefore, 100 cubic feet (1 Ccf) of
// natural gas equals 103,800 Btu, or 1.038 therms." A ccf is a volume: its energy is this heat
// content, which the footprint names on the line (docs/carbon-method.md#units-of-natural-gas).
const CCF_HEAT_CONTENT_BTU = 103_800;

/**
 * The units natural gas is billed in, in kWh (gross calorific value) each: kWh in Europe, therms
 * (100,000 Btu) or hundreds of cubic feet (ccf, at the US average heat content) in the United States.
 */
export const NATURAL_GAS_UNITS = {
  kWh: 1,
  thm: THERM,
  ccf: CCF_HEAT_CONTENT_BTU * BTU_IN_KWH,
} as const;

/** Where a ccf's energy comes from, as the footprint states it beside a line counted from ccf. */
export const CCF_HEAT_CONTENT = {
  btuPerCubicFoot: CCF_HEAT_CONTENT_BTU / 100,
  source:
    'U.S. Energy Information Administration (EIA), "What are Ccf, Mcf, Btu, and therms?" (2023 U.S. average heat content of natural gas delivered to end users)',
  url: 'https://www.eia.gov/tools/faqs/faq.php?id=45&t=3',
} as const;

/** Natural gas in kWh from an amount billed in one of `NATURAL_GAS_UNITS` (docs/carbon-method.md#units-of-natural-gas). */
export function naturalGasKwh(amount: number, unit: keyof typeof NATURAL_GAS_UNITS): number {
  return amount * NATURAL_GAS_UNITS[unit];
}

/** Size of each system's unit in one base unit (m², m², m³, kg, m, m, m³/h, kWh, L, kWh). */
const UNIT_SIZE: Record<PhysicalQuantity, PerSystem<number>> = {
  area: {
    metric: 10_000,
    'british imperial': 4840 * YARD * YARD,
    'united states customary': 4840 * YARD * YARD,
  },
  smallArea: { metric: 1, 'british imperial': FOOT * FOOT, 'united states customary': FOOT * FOOT },
  volume: { metric: 1, 'british imperial': IMPERIAL_GALLON, 'united states customary': US_GALLON },
  mass: { metric: 1, 'british imperial': 0.45359237, 'united states customary': 0.45359237 },
  length: { metric: 1, 'british imperial': YARD, 'united states customary': YARD },
  distance: { metric: 1000, 'british imperial': 1760 * YARD, 'united states customary': 1760 * YARD },
  flowRate: {
    metric: 1,
    'british imperial': IMPERIAL_GALLON * 60,
    'united states customary': US_GALLON * 60,
  },
  electricity: { metric: 1, 'british imperial': 1, 'united states customary': 1 },
  // Liquid fuel is bought by the litre or the gallon, not the cubic metre.
  fuelVolume: {
    metric: 1,
    'british imperial': IMPERIAL_GALLON * 1000,
    'united states customary': US_GALLON * 1000,
  },
  // Gas bills state kWh in Europe and therms in the United States.
  gasEnergy: { metric: 1, 'british imperial': 1, 'united states customary': THERM },
};

// Symbols and ISO 4217 codes, never English words, so a label reads the same in every language;
// `unitSymbol` (locale.ts) writes the currency as the reader's locale does (€, £, US$).
const LABELS: Record<Quantity, PerSystem<string>> = {
  area: { metric: 'ha', 'british imperial': 'ac', 'united states customary': 'ac' },
  smallArea: { metric: 'm²', 'british imperial': 'ft²', 'united states customary': 'ft²' },
  volume: { metric: 'm³', 'british imperial': 'gal', 'united states customary': 'US gal' },
  mass: { metric: 'kg', 'british imperial': 'lbs', 'united states customary': 'lbs' },
  length: { metric: 'm', 'british imperial': 'yd', 'united states customary': 'yd' },
  distance: { metric: 'km', 'british imperial': 'mi', 'united states customary': 'mi' },
  flowRate: { metric: 'm³/h', 'british imperial': 'gal/min', 'united states customary': 'US gal/min' },
  electricity: { metric: 'kWh', 'british imperial': 'kWh', 'united states customary': 'kWh' },
  fuelVolume: { metric: 'L', 'british imperial': 'gal', 'united states customary': 'US gal' },
  gasEnergy: { metric: 'kWh', 'british imperial': 'kWh', 'united states customary': 'thm' },
  currency: { metric: 'EUR', 'british imperial': 'GBP', 'united states customary': 'USD' },
};

/** The ISO 4217 code of a unit system's currency: a facility's money is in the currency of the units it chose. */
export function currencyCode(system: UnitSystem): 'EUR' | 'GBP' | 'USD' {
  assertSystem(system);
  return LABELS.currency[system] as 'EUR' | 'GBP' | 'USD';
}

export interface ConvertOptions {
  /**
   * Currency only: how many units of the target currency one unit of the source currency
   * buys (e.g. 0.85 pound per euro). The engine does no I/O, so the caller supplies it.
   */
  rate?: number;
}

function assertSystem(system: UnitSystem): void {
  if (!UNIT_SYSTEMS.includes(system)) throw new RangeError(`Unknown unit system: ${String(system)}`);
}

function assertQuantity(quantity: Quantity): void {
  if (!QUANTITIES.includes(quantity)) throw new RangeError(`Unknown quantity: ${String(quantity)}`);
}

/**
 * Converts a value of a quantity between unit systems with the exact legal unit definitions
 * (docs/languages-units-themes.md#units units). Currency needs `options.rate` (target per source unit) and throws a
 * RangeError without one, because exchange rates change and the engine fetches nothing.
 */
export function convert(
  value: number,
  quantity: Quantity,
  from: UnitSystem,
  to: UnitSystem,
  options: ConvertOptions = {},
): number {
  assertQuantity(quantity);
  assertSystem(from);
  assertSystem(to);
  if (from === to) return value;
  if (quantity === 'currency') {
    const { rate } = options;
    if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
      throw new RangeError(`Converting currency from ${from} to ${to} needs a positive exchange rate`);
    }
    return value * rate;
  }
  const sizes = UNIT_SIZE[quantity];
  // Multiply before dividing: the exact factors (0.9144, 4.54609 …) keep most precision this way.
  return (value * sizes[from]) / sizes[to];
}

/** The unit label of a quantity in a unit system, e.g. area in metric is 'ha' (docs/languages-units-themes.md#units). */
export function unitLabel(quantity: Quantity, system: UnitSystem): string {
  assertQuantity(quantity);
  assertSystem(system);
  return LABELS[quantity][system];
}
