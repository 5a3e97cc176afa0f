import type { Quantity, UnitSystem } from '../model.ts';
import { currencyCode, unitLabel } from '../units.ts';

// The one place the product writes numbers, percentages, sizes and dates for a reader
// (docs/engineering.md#words-and-formats): lint forbids Intl.NumberFormat, Intl.DateTimeFormat and
// toLocaleString anywhere else, so every screen, PDF and e-mail writes them alike.

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's number format for `options`, made once: for the few callers that need its parts
 * (the decimal sign a typed number is read with) rather than a written figure.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** How a figure is written: its decimals and whether thousands are grouped. */
export interface NumberStyle {
  /** At most this many decimals (rounded): 2 unless said; 20 keeps every decimal a person types. */
  maxDecimals?: number;
  /** At least this many decimals (12.40 beside 7.35): none unless said. */
  minDecimals?: number;
  /** Group thousands as the locale does (1,234 in en-GB, 1234 in es-ES): true unless said. */
  grouping?: boolean;
}

/** A number as the locale writes it (1,234.5 in en-GB, 1.234,5 in de-DE), at most two decimals unless `style` says. */
export function formatNumber(value: number, locale: string, style: NumberStyle = {}): string {
  const { maxDecimals = 2, minDecimals = 0, grouping = true } = style;
  return numberFormat(locale, {
    minimumFractionDigits: Math.min(minDecimals, maxDecimals),
    maximumFractionDigits: maxDecimals,
    // 'auto' (the locale's own rule, Intl's default) is ES2023; the lib's type still reads a boolean.
    useGrouping: (grouping ? 'auto' : false) as boolean,
  }).format(value);
}

/**
 * Figures read side by side ("yours 7.35 t; median 12.40"), each as the locale writes it with the
 * same number of decimals: two when any of them (zero aside) is below 10, none otherwise, so no
 * figure of a comparison looks more or less exact than the one beside it.
 */
export function formatNumbersAlike(values: readonly number[], locale: string): string[] {
  const small = values.some((value) => value !== 0 && Math.abs(value) < 10);
  const decimals = small ? 2 : 0;
  return values.map((value) =>
    value === 0 ? formatNumber(0, locale) : formatNumber(value, locale, { minDecimals: decimals, maxDecimals: decimals }),
  );
}

/**
 * A percentage (given from 0 to 100) in the one percentage style of the product: the locale's own
 * sign and spacing (40% in en-GB, 40 % in de-DE and fr-FR), whole numbers unless `maxDecimals` asks.
 */
export function formatPercent(value: number, locale: string, maxDecimals = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals }).format(value / 100);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size as people read it, in 1024 steps with the locale's own unit (482 kB, 1,2 MB, 10 Mo
 * in French): whole bytes, else one decimal at most, the figure and its unit never split across
 * lines (Intl writes an ordinary space between them in some locales).
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  })
    .format(value)
    .replace(/ /g, '\u00a0');
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
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** How a date is written. */
export interface DateStyle {
  /** 25 November 2026 (long, the default) or 25 Nov 2026 (medium). */
  length?: 'long' | 'medium';
  /** With the hour and minute (25 Nov 2026, 14:05). */
  time?: boolean;
  /**
   * The time zone a moment is written in: UTC unless said (calendar days, planned maintenance in
   * GMT, the server's PDFs), or the reader's own for a moment shown in the browser (a note's date,
   * when a message was sent). A calendar day ('2030-06-01') is always its own day.
   */
  zone?: 'utc' | 'reader';
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the locale writes it (25 November 2026, 25. November 2026, November 25, 2026): a
 * Date, an ISO timestamp or a calendar day ('2030-06-01'); a text that is no date is given back
 * as it is, so a gap shows instead of "Invalid Date".
 */
export function formatDate(value: Date | string, locale: string, style: DateStyle = {}): string {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = typeof value === 'string' ? new Date(day ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const { length = 'long', time = false, zone = 'utc' } = style;
  const timeZone = day || zone === 'utc' ? 'UTC' : undefined;
  const key = `${locale}|${length}|${time}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: length,
      ...(time && !day ? { timeStyle: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** The hour and minute of a moment in the reader's time zone, as the locale writes them (14:05, 2:05 PM). */
export function formatTime(value: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(value);
}
