import { NumberParser } from '@internationalized/number';
import { numberFormat } from '@oncourse/engine/locale';

/**
 * What a typed number reads as in a locale:
 * - `empty`: nothing typed;
 * - `number`: a number written the way the locale writes it, within the field's decimals;
 * - `tooPrecise`: a readable number with more decimals than the field keeps (never rounded);
 * - `negative`: a readable number below zero (amounts here are never negative);
 * - `unreadable`: anything else ("12,5" in English, "1e20", "1.2.3"), kept as typed.
 */
export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'tooPrecise'; value: number; decimals: number }
  | { kind: 'negative'; value: number }
  | { kind: 'unreadable' };

/** Intl accepts at most 100 fraction digits; nobody types more than this many. */
export const MAX_TYPED_DECIMALS = 20;
/**
 * 'auto' follows the locale (Spanish and Italian leave 1234 ungrouped), 'always' groups any thousand
 * (Intl reads `true` as 'always' too).
 */
const GROUPINGS = ['auto', 'always', false] as const;
type Grouping = (typeof GROUPINGS)[number];

const parsers = new Map<string, NumberParser>();

/** The locale's format with exactly `decimals` decimals (every one when null), from the one locale module. */
function formatter(locale: string, decimals: number | null, useGrouping: Grouping): Intl.NumberFormat {
  const digits =
    decimals === null
      ? { maximumFractionDigits: MAX_TYPED_DECIMALS }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  // useGrouping's 'auto' and 'always' are ES2023 Intl; the lib's type still reads it as a boolean.
  return numberFormat(locale, { ...digits, useGrouping: useGrouping as boolean });
}

function parser(locale: string): NumberParser {
  let cached = parsers.get(locale);
  if (!cached) {
    cached = new NumberParser(locale, { maximumFractionDigits: MAX_TYPED_DECIMALS });
    parsers.set(locale, cached);
  }
  return cached;
}

/** The locale's decimal separator, as Intl writes it. */
function decimalSymbol(locale: string): string {
  return (
    formatter(locale, 1, false)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * French and Swedish group with a (narrow) no-break space; people type an ordinary one. Every kind
 * of space counts as the same character when a text is compared with the locale's own writing.
 */
function sameSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

/** A double keeps 15 significant digits exactly; a figure with more cannot be written back from it. */
const EXACT_DIGITS = 15;

/**
 * A typed figure of more than 15 significant digits as a plain decimal string ("12345678901234567890.5"),
 * which Intl formats digit for digit; null for a shorter one (its double is exact) or when the text
 * has more than one decimal separator.
 */
function longFigure(typed: string, decimal: string): string | null {
  const [whole = '', fraction = '', ...more] = typed.split(decimal);
  const digits = whole.replace(/\D/g, '');
  if (more.length > 0 || `${digits}${fraction}`.replace(/^0+/, '').length <= EXACT_DIGITS) return null;
  return fraction === '' ? digits : `${digits}.${fraction}`;
}

/**
 * The number of decimals with which `text` is exactly how the locale writes `value` (with its
 * grouping, with every thousand grouped, or without grouping), or null when it is not: the check
 * that keeps "12,5" in English from being read as 125 and "1e20" from being read at all. A figure
 * too long for a double ("12345678901234567890") is compared digit for digit with its own digits,
 * so it reads as the (too large) number it is and its range, not "Enter a number", refuses it.
 */
function typedDecimals(text: string, value: number, locale: string): number | null {
  const decimal = decimalSymbol(locale);
  let typed = sameSpaces(text);
  // Half-typed ("14,") and shorthand (",5") decimals are how people type; they read as 14 and 0,5.
  if (typed.endsWith(decimal)) typed = typed.slice(0, -decimal.length);
  if (typed.startsWith(decimal)) typed = `${formatter(locale, 0, false).format(0)}${typed}`;
  // Intl formats a decimal string exactly (ES2023); the lib's type still asks for a number.
  const written = (longFigure(typed, decimal) ?? value) as number;
  for (let decimals = 0; decimals <= MAX_TYPED_DECIMALS; decimals += 1) {
    for (const grouping of GROUPINGS) {
      if (sameSpaces(formatter(locale, decimals, grouping).format(written)) === typed) return decimals;
    }
  }
  return null;
}

/** The minus signs a figure may start with: the hyphen people type and the one Intl writes. */
export const MINUS_SIGNS = ['-', '\u2212'];

/**
 * Reads a typed number in `locale` (the display language) with react-aria's NumberParser, then
 * accepts it only if the text is how that locale writes the number, so nothing is read differently
 * from what the person meant. `decimals` is how many the field keeps (null: no limit).
 */
export function readNumber(text: string, locale: string, decimals: number | null): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const value = parser(locale).parse(trimmed);
  if (Number.isNaN(value)) return { kind: 'unreadable' };
  if (value < 0 || Object.is(value, -0)) {
    const unsigned = MINUS_SIGNS.includes(trimmed[0] ?? '')
      ? readNumber(trimmed.slice(1), locale, null)
      : null;
    return unsigned?.kind === 'number' ? { kind: 'negative', value } : { kind: 'unreadable' };
  }
  const typed = typedDecimals(trimmed, value, locale);
  if (typed === null) return { kind: 'unreadable' };
  if (decimals !== null && typed > decimals) return { kind: 'tooPrecise', value, decimals };
  return { kind: 'number', value };
}

/** The example in "Enter a number, for example 1 234,5": a grouped thousand, with a decimal unless whole. */
export function numberExample(locale: string, decimals: number | null): string {
  return decimals === 0
    ? formatter(locale, 0, 'always').format(1234)
    : formatter(locale, 1, 'always').format(1234.5);
}

/** The decimals a step allows: 0.01 → 2, 1 → 0, 5e-7 → 7. */
export function stepDecimals(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  const exponent = /e-(\d+)$/.exec(String(step));
  return exponent ? Number(exponent[1]) : fraction.length;
}
