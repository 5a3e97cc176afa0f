import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatNumbersAlike,
  formatPercent,
  regionalLocale,
  unitSymbol,
} from './locale.ts';

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
