import countryToCurrency from 'country-to-currency';
import type { UnitSystem } from './model.ts';
import { currencyCode } from './units.ts';

/**
 * The ISO 4217 code of a facility's money: its country's currency (a UK facility on metric units
 * still pays in pounds), or the currency of its unit system when the country is not known
 * (docs/languages-units-themes.md#units).
 */
export function facilityCurrency(country: string | null | undefined, system: UnitSystem): string {
  const code = country?.toUpperCase();
  const currency =
    code && Object.hasOwn(countryToCurrency, code)
      ? countryToCurrency[code as keyof typeof countryToCurrency]
      : undefined;
  return currency ?? currencyCode(system);
}
