import type { UnitSystem } from '@oncourse/engine';

/**
 * The ISO 4217 code of each unit system's currency: the engine's units name them euro, pound and
 * dollar (engine/src/units.ts); a facility's money is in the currency of the units it chose.
 */
export const CURRENCY_CODES: Readonly<Record<UnitSystem, 'EUR' | 'GBP' | 'USD'>> = {
  metric: 'EUR',
  'british imperial': 'GBP',
  'united states customary': 'USD',
};

/** The facility's currency as a reader of `locale` writes it beside an amount: €, £, US$ or $. */
export function currencySymbol(system: UnitSystem, locale: string): string {
  const code = CURRENCY_CODES[system];
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
