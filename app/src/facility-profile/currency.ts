import { facilityCurrency, unitSymbol, type UnitSystem } from '@oncourse/engine';

/**
 * The facility's currency as a reader of `locale` writes it beside an amount: its country's
 * currency (a UK facility on metric units pays in pounds), else its unit system's.
 */
export function currencySymbol(system: UnitSystem, country: string | null, locale: string): string {
  return unitSymbol('currency', system, locale, facilityCurrency(country, system));
}
