import type { Quantity, UnitSystem } from './model.ts';
import { currencyCode, unitLabel } from './units.ts';

/**
 * The main country of each display language: what a reader gets when the facility's country does
 * not say otherwise. English is British English (25 November 2026, not November 25).
 */
const MAIN_COUNTRY: Record<string, string> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  sv: 'SE',
};

/**
 * The countries where a display language is a national language, so that a facility there reads
 * dates and numbers the way that country writes the language (en-US, de-CH, fr-BE, sv-FI). In any
 * other country the reader is a visitor to the language and keeps its main country's conventions:
 * an English-speaking manager in Germany reads British English, not a German-English hybrid.
 */
const NATIONAL: Record<string, readonly string[]> = {
  en: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'ZA', 'MT'],
  de: ['DE', 'AT', 'CH', 'LI', 'LU', 'BE'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA'],
  es: ['ES', 'MX', 'AR', 'CL', 'CO', 'PE', 'UY', 'US'],
  it: ['IT', 'CH', 'SM'],
  nl: ['NL', 'BE'],
  sv: ['SE', 'FI'],
};

/**
 * The regional locale (BCP 47) every date, number and percentage is formatted with: the display
 * language in the facility's country where the language is spoken there, else in the language's
 * main country. One rule for the app's screens, the renderers and the server's PDF and e-mails.
 */
export function regionalLocale(language: string, countryCode?: string | null): string {
  const base = language.split('-')[0]!.toLowerCase();
  const country = countryCode?.toUpperCase();
  if (country && NATIONAL[base]?.includes(country)) return `${base}-${country}`;
  const main = MAIN_COUNTRY[base];
  return main ? `${base}-${main}` : language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the locale writes it (1,234.5 in en-GB, 1.234,5 in de-DE), at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 2): string {
  return cachedFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/**
 * Figures read side by side ("yours 7.35 t; median 12.40"), each as the locale writes it with the
 * same number of decimals: two when any of them (zero aside) is below 10, none otherwise, so no
 * figure of a comparison looks more or less exact than the one beside it.
 */
export function formatNumbersAlike(values: readonly number[], locale: string): string[] {
  const small = values.some((value) => value !== 0 && Math.abs(value) < 10);
  const digits = small ? 2 : 0;
  const format = cachedFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return values.map((value) => (value === 0 ? formatNumber(0, locale) : format.format(value)));
}

/**
 * A percentage (given from 0 to 100) in the one percentage style of the product: the locale's own
 * sign and spacing (40% in en-GB, 40 % in de-DE and fr-FR), whole numbers unless `digits` asks.
 */
export function formatPercent(value: number, locale: string, digits = 0): string {
  return cachedFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
}

/**
 * A unit as a reader of `locale` sees it beside a figure: the engine's symbol, and for money the
 * currency's symbol as the locale writes it (£ in en-GB, € in de-DE, US$ in en-GB for dollars),
 * so no label is an English word (docs/languages-units-themes.md#units).
 */
export function unitSymbol(
  quantity: Quantity,
  system: UnitSystem,
  locale: string,
  /** The facility's currency (`facilityCurrency`); the unit system's when not given. */
  currency: string = currencyCode(system),
): string {
  if (quantity !== 'currency') return unitLabel(quantity, system);
  const code = currency;
  const parts = cachedFormat(locale, { style: 'currency', currency: code }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** A calendar date written out as the locale does (25 November 2026, 25. November 2026, November 25, 2026). */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
