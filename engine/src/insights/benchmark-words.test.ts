import { describe, expect, it } from 'vitest';
import { benchmarkWords } from './benchmark-words.ts';
import type { Translate } from './footprint-words.ts';

// A catalogue that shows which key it was asked for, with its values.
const t: Translate = (key, values) =>
  values
    ? `${key}{${Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')}}`
    : key;

const benchmarks = {
  unitSystem: 'metric' as const,
  sizeBand: '18' as const,
  countryCode: 'DE',
  region: '155',
};
const peers = (scope: 'country' | 'region' | 'all') => ({
  scope,
  count: 10,
  lowerQuartile: 2.5,
  median: 4,
  upperQuartile: 1234.5,
});

describe('benchmarks and targets in words, the same on the page and in the PDF', () => {
  it('names the group by the country in the reader’s language, the region, or all countries', () => {
    const words = benchmarkWords(t, 'en');
    const figure = {
      metric: 'water',
      basis: 'perHole' as const,
      unit: 'm³',
      value: 3,
      position: 'lowestQuarter' as const,
    };
    expect(words.position(benchmarks, { ...figure, peers: peers('country') })).toBe(
      'benchmarks.position.lowestQuarter{group=benchmarks.group.place{band=benchmarks.band.18,place=Germany},figure=benchmarks.figure.perHole{metric=benchmarks.metric.water}}',
    );
    expect(words.group(benchmarks, { ...figure, peers: peers('region') })).toBe(
      'benchmarks.group.place{band=benchmarks.band.18,place=benchmarks.region.155}',
    );
    expect(words.group(benchmarks, { ...figure, peers: peers('all') })).toBe(
      'benchmarks.group.all{band=benchmarks.band.18}',
    );
    // No peers: no position to word.
    expect(words.position(benchmarks, { ...figure, peers: null, position: null })).toBe('');
  });

  it('says per acre in imperial units, and writes a comparison with one number of decimals, two when a figure is small', () => {
    const words = benchmarkWords(t, 'de');
    const figure = {
      metric: 'electricity',
      basis: 'perHectare' as const,
      unit: 'kWh/ac',
      value: 1234.5,
      peers: peers('country'),
      position: 'highestQuarter' as const,
    };
    expect(words.figureName({ ...benchmarks, unitSystem: 'british imperial' }, figure)).toBe(
      'benchmarks.figure.perAcre{metric=benchmarks.metric.electricity}',
    );
    expect(words.quartiles(figure)).toBe(
      'benchmarks.quartiles{value=1.234,50,unit=kWh/ac,median=4,00,lower=2,50,upper=1.234,50,count=10}',
    );
  });

  it('words a target’s standing with the gap as a distance, and says when the base year has no figure', () => {
    const words = benchmarkWords(t, 'en');
    const target = {
      metric: 'footprint',
      kind: 'annualRate' as const,
      baseYear: 2024,
      targetYear: 2030,
      percent: 4.2,
      unit: 't CO2e',
      baseValue: 100,
      latest: { year: 2025, actual: 101.2, gap: 5.4, status: 'behind' as const },
    };
    expect(words.standing(target)).toBe('targets.status.behind{year=2025,actual=101,gap=5.4,unit=t CO2e}');
    expect(words.standing({ ...target, latest: { ...target.latest, gap: -5.4, status: 'ahead' } })).toContain(
      'gap=5.4',
    );
    expect(words.standing({ ...target, baseValue: null, latest: null })).toBe('targets.noBase{year=2024}');
    expect(words.rule(target)).toBe(
      'targets.rule.annualRate{metric=Benchmarks.metric.footprint,percent=4.2%,baseYear=2024,targetYear=2030}',
    );
  });
});
