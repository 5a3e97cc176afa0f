import { describe, expect, it } from 'vitest';

import { formatNumber as formatWith } from '@oncourse/engine/locale';
import { MAX_TYPED_DECIMALS, numberExample, readNumber, stepDecimals } from './numberText.ts';

/** A stored number as a field writes it: every decimal kept (the engine's one formatNumber). */
const formatNumber = (value: number, locale: string, grouping = true) =>
  formatWith(value, locale, { maxDecimals: MAX_TYPED_DECIMALS, grouping });

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

// How each display language writes one thousand two hundred and thirty-four and a half, as people
// type it: both separators, and every kind of space a French or Swedish text may carry.
const WRITTEN: Record<string, string[]> = {
  en: ['1,234.5', '1234.5'],
  de: ['1.234,5', '1234,5'],
  fr: ['1 234,5', `1${NBSP}234,5`, `1${NARROW_NBSP}234,5`, '1234,5'],
  es: ['1.234,5', '1234,5'],
  it: ['1.234,5', '1234,5'],
  nl: ['1.234,5', '1234,5'],
  sv: ['1 234,5', `1${NBSP}234,5`, '1234,5'],
};

// Texts each language would otherwise misread: another language's decimals, a separator where no
// group ends, a number in scientific notation.
const MISREAD: Record<string, string[]> = {
  en: ['12,5', '1.234,5', '1 234,5', '1,23', '1e20'],
  de: ['14.75', '1,234.5', '1.23', '1e20'],
  fr: ['1.234,5', '14.75', '1e20'],
  es: ['1,234.5', '14.75', '1e20'],
  it: ['1,234.5', '14.75', '1e20'],
  nl: ['1,234.5', '14.75', '1e20'],
  sv: ['1.234,5', '14.75', '1e20'],
};

describe('readNumber', () => {
  for (const [locale, texts] of Object.entries(WRITTEN)) {
    it(`reads ${locale} figures with its grouping and decimal separators`, () => {
      for (const text of texts)
        expect(readNumber(text, locale, 2), text).toEqual({ kind: 'number', value: 1234.5 });
    });
  }

  for (const [locale, texts] of Object.entries(MISREAD)) {
    it(`refuses what ${locale} would misread, instead of guessing`, () => {
      for (const text of texts) expect(readNumber(text, locale, 2), text).toEqual({ kind: 'unreadable' });
    });
  }

  it('keeps every decimal the field allows and refuses more, without rounding', () => {
    expect(readNumber('14,75', 'de', 2)).toEqual({ kind: 'number', value: 14.75 });
    expect(readNumber('1.45', 'en', 2)).toEqual({ kind: 'number', value: 1.45 });
    expect(readNumber('2,25', 'sv', 2)).toEqual({ kind: 'number', value: 2.25 });
    expect(readNumber('14,755', 'de', 2)).toEqual({ kind: 'tooPrecise', value: 14.755, decimals: 2 });
    expect(readNumber('14,7', 'fr', 2)).toEqual({ kind: 'number', value: 14.7 });
    expect(readNumber('14,70', 'nl', 2)).toEqual({ kind: 'number', value: 14.7 });
  });

  it('reads a figure with more digits than a double keeps as the number it is, so its range can refuse it', () => {
    const twenty = Number('12345678901234567890');
    expect(readNumber('12345678901234567890', 'en', 2)).toEqual({ kind: 'number', value: twenty });
    expect(readNumber('12,345,678,901,234,567,890', 'en', 0)).toEqual({ kind: 'number', value: twenty });
    expect(readNumber('12.345.678.901.234.567.890,5', 'de', 2)).toEqual({ kind: 'number', value: twenty });
    expect(readNumber('99999999999999999999', 'fr', 2)).toEqual({ kind: 'number', value: 1e20 });
    // Still written the locale's way, or not read at all.
    expect(readNumber('12,345,678,901,234,567,890', 'de', 2)).toEqual({ kind: 'unreadable' });
    expect(readNumber('1234,5678,9012,3456,7890', 'en', 2)).toEqual({ kind: 'unreadable' });
    expect(readNumber('12345678901234567890.123', 'en', 2)).toMatchObject({ kind: 'tooPrecise' });
  });

  it('takes whole numbers only where the field counts', () => {
    expect(readNumber('1.234', 'de', 0)).toEqual({ kind: 'number', value: 1234 });
    expect(readNumber('18', 'en', 0)).toEqual({ kind: 'number', value: 18 });
    expect(readNumber('18.5', 'en', 0)).toEqual({ kind: 'tooPrecise', value: 18.5, decimals: 0 });
  });

  it('reads what is half typed as people type it', () => {
    expect(readNumber('14,', 'de', 2)).toEqual({ kind: 'number', value: 14 });
    expect(readNumber('.5', 'en', 2)).toEqual({ kind: 'number', value: 0.5 });
    expect(readNumber('  7 ', 'it', 2)).toEqual({ kind: 'number', value: 7 });
    expect(readNumber('   ', 'en', 2)).toEqual({ kind: 'empty' });
  });

  it('tells a negative number from text, whichever minus sign it carries', () => {
    expect(readNumber('-5', 'en', 2)).toEqual({ kind: 'negative', value: -5 });
    expect(readNumber('\u22125', 'sv', 2)).toEqual({ kind: 'negative', value: -5 });
    expect(readNumber('-1e3', 'en', 2)).toEqual({ kind: 'unreadable' });
  });

  it('refuses what is not a plain number', () => {
    for (const text of ['Infinity', '0x10', '1_000', '12 5', 'abc', '1,2,3'])
      expect(readNumber(text, 'en', 2), text).toEqual({ kind: 'unreadable' });
  });
});

describe('formatNumber', () => {
  it('writes a stored figure in the display language, every decimal kept', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'fr')).toBe(`1${NARROW_NBSP}234,5`);
    expect(formatNumber(1234.5, 'sv')).toBe(`1${NBSP}234,5`);
    expect(formatNumber(14.755, 'de')).toBe('14,755');
    expect(formatNumber(1998, 'de', false)).toBe('1998');
  });

  it('writes what it reads back: every figure survives the trip in every language', () => {
    for (const locale of Object.keys(WRITTEN)) {
      for (const value of [0, 0.07, 1.45, 14.75, 1234.5, 987654.32]) {
        expect(readNumber(formatNumber(value, locale), locale, 2), `${locale} ${value}`).toEqual({
          kind: 'number',
          value,
        });
      }
    }
  });
});

describe('numberExample', () => {
  it('shows the grouping and the decimal separator of the language', () => {
    expect(numberExample('en', 2)).toBe('1,234.5');
    expect(numberExample('de', 2)).toBe('1.234,5');
    expect(numberExample('es', 2)).toBe('1.234,5');
    expect(numberExample('fr', 2)).toBe(`1${NARROW_NBSP}234,5`);
    expect(numberExample('sv', 0)).toBe(`1${NBSP}234`);
  });
});

describe('stepDecimals', () => {
  it('counts the decimals of a step', () => {
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(0.1)).toBe(1);
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(5e-7)).toBe(7);
  });
});
