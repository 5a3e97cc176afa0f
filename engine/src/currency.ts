import countryToCurrency from 'country-to-currency';
import type { UnitSystem } from './model.ts';
import { currencyCode } from './units.ts';

/**
 * The ISO 4217 code of a facility's money: the one it chose in its profile, else its country's
 * currency (a UK facility on metric units still pays in pounds), else the currency of its unit
 * system when the country is not known (docs/languages-units-themes.md#units).
 */
export function facilityCurrency(
  country: string | null | undefined,
  system: UnitSystem,
  chosen?: string | null,
): string {
  if (chosen) return chosen;
  const code = country?.toUpperCase();
  const currency =
    code && Object.hasOwn(countryToCurrency, code)
      ? countryToCurrency[code as keyof typeof countryToCurrency]
      : undefined;
  return currency ?? currencyCode(system);
}

let codes: readonly string[] | null = null;

/**
 * The ISO 4217 codes a facility may choose to keep its money in: those the runtime's Intl knows
 * (ICU's copy of the ISO 4217 list), the same in the browser and on the server.
 */
export function currencyCodes(): readonly string[] {
  codes ??= Intl.supportedValuesOf('currency');
  return codes;
}

export const isCurrencyCode = (code: string): boolean => currencyCodes().includes(code);
