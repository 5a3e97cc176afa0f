import { formatNumber } from './format.ts';

// The one message format of the product's strings (docs/engineering.md#words-and-formats): the
// app's catalogue, the renderers' theme and the server's PDFs and e-mails all fill texts here.
//
// - `{{name}}` is replaced by the value of `name`; one without a value stays as written, so the
//   gap is visible rather than blank.
// - `{name, plural, =0 {…} one {…} other {…}}` chooses by the number `name`: an exact `=n`
//   first, then the language's plural category from Intl.PluralRules (French says "0 caractère",
//   English "0 characters"; Polish or Arabic would get few and many), then `other`. Inside a
//   branch `#` is the number as the locale writes it.
//
// This is the plural part of ICU MessageFormat, written here rather than taken from
// intl-messageformat: that library and its parser add about 10 KB gzipped (9.8 KB minified with esbuild) to the signed-out
// pages' budget for select, ordinal, date and number skeletons that no string uses, and every
// catalogue already writes placeholders as `{{name}}`.

/** Values placed into a text's placeholders and plurals. */
export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category (one, few, many, other, …) of `count` in `locale`. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const PLURAL_START = /\{\s*([\w.]+)\s*,\s*plural\s*,/g;

/** The index just past the `}` that closes the `{` at `open`, or -1 when it is never closed. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** A plural block's branches by selector (`=0`, `one`, `other`), or null when it is malformed. */
function branches(text: string, from: number, end: number): Map<string, string> | null {
  const found = new Map<string, string>();
  let index = from;
  const selector = /\s*(=\d+|[a-z]+)\s*/y;
  while (index < end - 1) {
    if (/^\s*$/.test(text.slice(index, end - 1))) break;
    selector.lastIndex = index;
    const match = selector.exec(text);
    if (!match || text[selector.lastIndex] !== '{') return null;
    const open = selector.lastIndex;
    const close = closing(text, open);
    if (close === -1 || close > end - 1) return null;
    found.set(match[1]!, text.slice(open + 1, close - 1));
    index = close;
  }
  return found.has('other') ? found : null;
}

function fillPlurals(text: string, values: MessageValues, locale: string): string {
  let result = '';
  let last = 0;
  PLURAL_START.lastIndex = 0;
  for (let match = PLURAL_START.exec(text); match; match = PLURAL_START.exec(text)) {
    // `{{name}}` is a placeholder, not the start of a plural.
    if (text[match.index + 1] === '{' || match.index < last) continue;
    const end = closing(text, match.index);
    if (end === -1) break;
    const options = branches(text, PLURAL_START.lastIndex, end);
    const count = Number(values[match[1]!]);
    if (!options || values[match[1]!] === undefined || Number.isNaN(count)) continue;
    const branch =
      options.get(`=${count}`) ?? options.get(pluralCategory(count, locale)) ?? options.get('other')!;
    const written = formatNumber(count, locale, { maxDecimals: 20 });
    result += text.slice(last, match.index) + fillPlurals(branch.replace(/#/g, written), values, locale);
    last = end;
    PLURAL_START.lastIndex = end;
  }
  return result + text.slice(last);
}

/**
 * A catalogue text with its placeholders and plurals filled for a reader of `locale` (a language
 * code or a regional locale; English's rules when not given).
 */
export function formatMessage(text: string, values?: MessageValues, locale = 'en'): string {
  if (!values) return text;
  const chosen = text.includes('plural') ? fillPlurals(text, values, locale) : text;
  return chosen.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
