import { facilityCurrency, unitSymbol, type UnitSystem } from '@oncourse/engine';

/**
 * The facility's currency as a reader of `locale` writes it beside an amount: the one it chose in
 * its profile, else its country's (a UK facility on metric units pays in pounds), else its unit
 * system's.
 */
export function currencySymbol(
  system: UnitSystem,
  country: string | null,
  locale: string,
  chosen: string | null = null,
): string {
  return unitSymbol('currency', system, locale, facilityCurrency(country, system, chosen));
}
