import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatNumber,
  formatNumbersAlike,
  formatPercent,
  regionalLocale,
  unitSymbol,
} from './index.ts';

const NOV_25 = new Date(Date.UTC(2026, 10, 25));
/** Intl writes no-break spaces (and Swedish a true minus): compare what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('regionalLocale', () => {
  it('gives an English-speaking UK facility 25 November 2026 and a US facility November 25, 2026', () => {
    expect(formatDate(NOV_25, regionalLocale('en', 'GB'))).toBe('25 November 2026');
    expect(formatDate(NOV_25, regionalLocale('en', 'US'))).toBe('November 25, 2026');
  });

  it('keeps British English where English is not a national language, and without a country', () => {
    expect(regionalLocale('en', 'DE')).toBe('en-GB');
    expect(regionalLocale('en', null)).toBe('en-GB');
    expect(plain(formatNumber(1234.5, regionalLocale('en', 'DE')))).toBe('1,234.5');
  });

  it("writes German numbers the facility's country's way: Germany, Austria, Switzerland", () => {
    expect(plain(formatNumber(1234.5, regionalLocale('de', 'DE')))).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, regionalLocale('de', 'AT')))).toBe('1 234,5');
    expect(formatNumber(1234.5, regionalLocale('de', 'CH'))).toMatch(/^1['’]234\.5$/);
    // A German speaker at a Spanish facility keeps German conventions.
    expect(regionalLocale('de', 'ES')).toBe('de-DE');
  });

  it('takes the country for the other languages where they are national (Belgium, Finland)', () => {
    expect(regionalLocale('nl', 'BE')).toBe('nl-BE');
    expect(regionalLocale('fr', 'BE')).toBe('fr-BE');
    expect(regionalLocale('sv', 'FI')).toBe('sv-FI');
    expect(regionalLocale('sv', 'gb')).toBe('sv-SE');
  });
});

describe('formatNumbersAlike', () => {
  it('writes figures compared in one line with the same decimals: two when any is below 10', () => {
    expect(formatNumbersAlike([7.351, 5.24, 12.4], 'en-GB')).toEqual(['7.35', '5.24', '12.40']);
    expect(formatNumbersAlike([2.930555, 2], 'en-GB')).toEqual(['2.93', '2.00']);
    expect(formatNumbersAlike([1500, 3000, 2000.4], 'de-DE')).toEqual(['1.500', '3.000', '2.000']);
    // A zero says nothing of the others' size.
    expect(formatNumbersAlike([0, 1500], 'en-GB')).toEqual(['0', '1,500']);
  });
});

describe('formatPercent', () => {
  it('writes one percentage style with the locale’s own sign and spacing', () => {
    expect(formatPercent(40, 'en-GB')).toBe('40%');
    expect(plain(formatPercent(40, 'de-DE'))).toBe('40 %');
    expect(plain(formatPercent(40, 'fr-FR'))).toBe('40 %');
    expect(formatPercent(12.6, 'en-GB')).toBe('13%');
    expect(formatPercent(12.65, 'en-GB', 1)).toBe('12.7%');
  });
});

describe('unitSymbol', () => {
  it('writes money as the reader’s locale writes the facility’s currency, never as an English word', () => {
    expect(unitSymbol('currency', 'british imperial', 'de-DE')).toBe('£');
    expect(unitSymbol('currency', 'metric', 'fr-FR')).toBe('€');
    expect(unitSymbol('currency', 'united states customary', 'en-GB')).toBe('US$');
    expect(unitSymbol('currency', 'united states customary', 'en-US')).toBe('$');
  });

  it('gives every other quantity its symbol', () => {
    expect(unitSymbol('length', 'metric', 'de-DE')).toBe('m');
    expect(unitSymbol('volume', 'metric', 'sv-SE')).toBe('m³');
  });
});

describe('formatNumber', () => {
  it('writes at most two decimals unless the style says, grouped unless it says not', () => {
    expect(formatNumber(1234.567, 'en-GB')).toBe('1,234.57');
    expect(formatNumber(1234.567, 'en-GB', { maxDecimals: 0 })).toBe('1,235');
    expect(formatNumber(12.4, 'en-GB', { minDecimals: 2 })).toBe('12.40');
    expect(formatNumber(1234.5, 'de-DE', { grouping: false })).toBe('1234,5');
    expect(formatNumber(0.123456789, 'en-GB', { maxDecimals: 20 })).toBe('0.123456789');
  });
});

describe('formatBytes', () => {
  it('writes a size in 1024 steps with the language’s own unit', () => {
    expect(plain(formatBytes(500, 'en-GB'))).toBe('500 byte');
    expect(plain(formatBytes(482 * 1024, 'en-GB'))).toBe('482 kB');
    expect(plain(formatBytes(1.25 * 1024 * 1024, 'de-DE'))).toBe('1,3 MB');
    expect(plain(formatBytes(10 * 1024 * 1024, 'fr-FR'))).toBe('10 Mo');
    // A size is never broken across two lines.
    expect(formatBytes(5 * 1024 * 1024, 'de-DE')).not.toMatch(/ /);
  });
});

describe('formatDate', () => {
  const moment = '2026-11-25T23:30:00Z';

  it('writes a calendar day as that day wherever the reader is', () => {
    expect(formatDate('2030-06-01', 'en-GB')).toBe('1 June 2030');
    expect(formatDate('2030-06-01', 'de-DE', { length: 'medium', zone: 'reader' })).toBe('01.06.2030');
  });

  it('writes a moment in UTC unless the reader’s zone is asked for, with the time when asked', () => {
    expect(formatDate(moment, 'en-GB')).toBe('25 November 2026');
    expect(plain(formatDate(moment, 'en-GB', { length: 'medium', time: true }))).toBe('25 Nov 2026, 23:30');
    const readerDay = new Date(moment).getDate();
    expect(formatDate(moment, 'en-GB', { zone: 'reader' })).toMatch(new RegExp(`^${readerDay} November 2026$`));
  });

  it('gives back a text that is no date as it is', () => {
    expect(formatDate('soon', 'en-GB')).toBe('soon');
  });
});
