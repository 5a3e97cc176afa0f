// The part of the library a browser is sent gives the footprint the whole library gives.
import { describe, expect, it } from 'vitest';
import { factorsFor } from './emission-factors.ts';
import { footprint } from './footprint.ts';
import { answers2024, emissionFactorData } from '../../test/insights-fixtures.ts';

const data = emissionFactorData();

describe('factorsFor', () => {
  // A UK facility, one abroad with its own grid factors, one whose grid factor stands in for
  // another country's, one with none at all; a year before every edition, one between, one after.
  const countries = ['GB', 'DE', 'LI', 'ZZ'];
  const years = [2019, 2024, 2031];

  it.each(countries.flatMap((country) => years.map((year) => [country, year] as const)))(
    'gives %s in %i the footprint of the whole library',
    (country, year) => {
      const input = {
        answers: answers2024.answers,
        year,
        country,
        unitSystem: 'metric' as const,
        holes: 18,
        hectares: 60,
        includeWellToTank: true,
      };
      expect(footprint(input, factorsFor(data, country, year))).toEqual(footprint(input, data));
    },
  );

  it('sends one edition and at most two countries of grid factors', () => {
    const part = factorsFor(data, 'LI', 2024);
    expect(part.editions).toHaveLength(1);
    expect(part.locationBased.length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(data).length / 5);
  });
});
