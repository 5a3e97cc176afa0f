import { describe, expect, it } from 'vitest';
import { facilityCurrency } from './currency.ts';
import { unitSymbol } from './locale/index.ts';

describe('facilityCurrency', () => {
  it('follows the country, not the unit system', () => {
    expect(facilityCurrency('GB', 'metric')).toBe('GBP');
    expect(facilityCurrency('SE', 'metric')).toBe('SEK');
    expect(facilityCurrency('us', 'metric')).toBe('USD');
    expect(facilityCurrency('IE', 'british imperial')).toBe('EUR');
  });

  it('falls back on the unit system for an unknown or missing country', () => {
    expect(facilityCurrency(null, 'british imperial')).toBe('GBP');
    expect(facilityCurrency('ZZ', 'united states customary')).toBe('USD');
    expect(facilityCurrency('toString', 'metric')).toBe('EUR');
  });
});

describe('unitSymbol for money', () => {
  it("writes the facility's currency as the reader's locale does", () => {
    // A UK facility on metric units: pounds, not euros, in a German reader's notation too.
    expect(unitSymbol('currency', 'metric', 'en-GB', 'GBP')).toBe('£');
    expect(unitSymbol('currency', 'metric', 'de-DE', 'GBP')).toBe('£');
    expect(unitSymbol('currency', 'metric', 'en-GB', 'SEK')).toBe('SEK');
    expect(unitSymbol('currency', 'metric', 'de-DE')).toBe('€');
  });
});
