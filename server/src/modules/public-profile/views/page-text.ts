import { formatDate, formatNumber, regionalLocale } from '@oncourse/engine';
import type { Text } from '../../reference/catalogue.ts';
import type { PageLanguage } from '../reader-language.ts';

/** What every view needs to write in the reader's language: the catalogue and the locale's dates and numbers. */
export interface PageText {
  lang: PageLanguage;
  t: Text;
  /** A calendar date (YYYY-MM-DD) as the reader's language writes it. */
  date: (day: string) => string;
  /** A figure with at most one decimal. */
  number: (value: number) => string;
  /** A country's name in the reader's language (the stored English one where the browser has none). */
  country: (country: { code: string; title: string } | null) => string;
}

export function pageText(lang: PageLanguage, t: Text): PageText {
  // The language in its main country (English as in the UK), the one rule the app and the PDF keep.
  const locale = regionalLocale(lang);
  const regions = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  return {
    lang,
    t,
    date: (day) => formatDate(day, locale),
    number: (value) => formatNumber(value, locale, { maxDecimals: 1 }),
    country: (country) => (country ? (regions.of(country.code) ?? country.title) : ''),
  };
}
