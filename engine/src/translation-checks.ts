// What a translation of the content must keep from its English source (docs/languages-units-themes.md#content):
// every key, every placeholder, number, unit and HTML tag, and the programme's vocabulary as the
// language's glossary words it. Pure checks over texts; the fixtures' test runs them over the files.

/** Keys of the source a translation lacks (absent or empty), in the source's order. */
export function missingKeys(source: Readonly<Record<string, string>>, translated: Readonly<Record<string, string>>): string[] {
  return Object.keys(source).filter((key) => !translated[key]);
}

/** Keys of a translation its source no longer has (a removed question, a renamed key). */
export function staleKeys(source: Readonly<Record<string, string>>, translated: Readonly<Record<string, string>>): string[] {
  return Object.keys(translated).filter((key) => !(key in source));
}

// Symbols distinct enough to find anywhere; a letter boundary keeps "kWh" out of "kWhs" (never
// written) and "CO2" out of "CO2e" (its own symbol).
const SYMBOLS = ['m³', 'm²', 'kWh', 'MWh', 'GWh', 'CO₂e', 'CO2e', 'CO₂', 'CO2', '°C', '°F', 'tCO2e', 'kgCO2e'];
// Short units are units only after a number ("12 l", "5kg"); alone they are letters of words.
const SHORT_UNITS = ['kg', 'g', 't', 'l', 'L', 'ml', 'ha', 'km', 'm', 'mm', 'cm', 'gal', 'lb', 'lbs', 'kW', 'MW', 'h', 'ft', 'yd', 'ac'];
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const symbolPattern = new RegExp(
  `(?<![\\p{L}\\d])(${[...SYMBOLS].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\d])`,
  'gu',
);
const shortUnitPattern = new RegExp(`\\d\\s?(${SHORT_UNITS.map(escape).join('|')})(?![\\p{L}\\d])`, 'gu');

/** A 12-hour clock time as the 24-hour hour other languages write: "5pm" is 17 ("17 Uhr"). */
const to24Hours = (text: string): string =>
  text.replace(/\b(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)\b/gi, (_, hour: string, minutes: string | undefined, half: string) => {
    const value = (Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
    return minutes ? `${value}:${minutes}` : String(value);
  });

/**
 * A number as digits only: "3,000", "3.000" and "3 000" are one number in three locales, and a
 * 12-hour time counts as its 24-hour hour.
 */
function numbersOf(text: string): string[] {
  const grouped = to24Hours(text).replace(/(\d)[\s\u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  return (grouped.match(/\d+(?:[.,:'’]\d+)*/g) ?? []).map((number) => number.replace(/[.,:'’]/g, ''));
}

/**
 * What a translation must carry over unchanged: `{token}` and `{{token}}` placeholders, numbers
 * (by their digits, so each language may group and point them its own way), `%`, unit symbols and
 * HTML tags with their link targets. Each once, sorted.
 */
export function invariantTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}/g)) tokens.add(match[0].replace(/\s/g, ''));
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  const withoutPlaceholders = withoutTags.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ');
  for (const number of numbersOf(withoutPlaceholders.replace(symbolPattern, ' '))) tokens.add(number);
  if (withoutTags.includes('%')) tokens.add('%');
  for (const match of withoutPlaceholders.matchAll(symbolPattern)) tokens.add(match[1]!);
  for (const match of withoutPlaceholders.matchAll(shortUnitPattern)) tokens.add(match[1]!);
  for (const match of text.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    tokens.add(`${match[0].startsWith('</') ? '</' : '<'}${match[1]!.toLowerCase()}>`);
  }
  for (const match of text.matchAll(/\bhref\s*=\s*"([^"]*)"/g)) tokens.add(`href="${match[1]}"`);
  return [...tokens].sort();
}

/** Tokens of the English text (see `invariantTokens`) the translation lacks. */
export function droppedTokens(english: string, translation: string): string[] {
  const kept = new Set(invariantTokens(translation));
  return invariantTokens(english).filter((token) => !kept.has(token));
}

/** A glossary term as the English text may write it: word-bounded, any case, its last word plural or not. */
function termPattern(term: string): RegExp {
  const words = term.split(/\s+/).map(escape);
  const last = words.pop()!;
  const plural = /[^aeiou]y$/i.test(last) ? `(?:${last}|${last.slice(0, -1)}ies)` : `${last}(?:s|es)?`;
  const body = [...words, plural].join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\d-])${body}(?![\\p{L}\\d])`, 'iu');
}

/** The glossary's terms the English text uses, longest first, a shorter term inside a longer one not counted again. */
export function glossaryTermsIn(english: string, terms: readonly string[]): string[] {
  let rest = english;
  const found: string[] = [];
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const pattern = termPattern(term);
    if (!pattern.test(rest)) continue;
    found.push(term);
    rest = rest.replace(new RegExp(pattern.source, 'giu'), ' ');
  }
  return found;
}

/**
 * Terms of the English text whose translation holds none of the glossary's accepted forms (any
 * case; a form inside a longer word counts, for languages that compound). A term the glossary
 * gives no forms for is listed too: the glossary lacks it.
 */
export function glossaryMisses(
  english: string,
  translation: string,
  glossary: Readonly<Record<string, readonly string[]>>,
  terms: readonly string[],
): string[] {
  const lower = translation.toLocaleLowerCase();
  return glossaryTermsIn(english, terms).filter((term) => {
    const forms = glossary[term] ?? [];
    return !forms.some((form) => form !== '' && lower.includes(form.toLocaleLowerCase()));
  });
}
