import { describe, expect, it } from 'vitest';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { ANNUAL_METRICS, yearSeries } from './year-series.ts';
import { answer } from '../../test/builders.ts';
import { answers2024, answers2025 } from '../../test/insights-fixtures.ts';

const sets = [
  { year: 2025, answers: answers2025.answers },
  { year: 2024, answers: answers2024.answers },
];

describe('yearSeries', () => {
  const metric = (series: ReturnType<typeof yearSeries>, key: string) =>
    series.find((m) => m.metric === key)!;

  it('has a series for every annual-data metric, years ascending', () => {
    const series = yearSeries(sets, 'metric');
    expect(series.map((m) => m.metric)).toEqual(ANNUAL_METRICS);
    expect(metric(series, 'rounds').points).toEqual([
      { year: 2024, series: 'rounds', value: 40_500 },
      { year: 2025, series: 'rounds', value: 41_800 },
    ]);
  });

  it('splits water by source and leaves a gap where a year has no answer', () => {
    const series = yearSeries(sets, 'metric');
    const water = metric(series, 'water');
    expect(water.unit).toBe('m³');
    expect(water.points.filter((p) => p.year === 2024)).toEqual([
      { year: 2024, series: 'borehole', value: 38_500 },
      { year: 2024, series: 'rainwater', value: 1_150 },
      { year: 2024, series: 'mains', value: 4_210.5 },
    ]);
    expect(metric(series, 'fertiliser').points.filter((p) => p.year === 2025)).toEqual([]);
    expect(metric(series, 'fertiliser').points).toEqual([
      { year: 2024, series: 'n', value: 575 },
      { year: 2024, series: 'p', value: 35 },
      { year: 2024, series: 'k', value: 250 },
    ]);
    expect(metric(series, 'staff').points.filter((p) => p.year === 2025)).toEqual([
      { year: 2025, series: 'fullTime', value: 11 },
    ]);
  });

  it('converts every figure into the requested unit system', () => {
    const imperial = yearSeries(sets, 'british imperial');
    const waste = metric(imperial, 'waste');
    expect(waste.unit).toBe('lbs');
    const general = waste.points.find((p) => p.year === 2024 && p.series === 'general');
    expect(general?.value).toBeCloseTo(8_400 / 0.45359237, 6);
    // Fuel typed in litres (the fixture is metric) reads in imperial gallons, not litres.
    const fuel = metric(imperial, 'fuel');
    expect(fuel.unit).toBe('gal');
    const metricFuel = metric(yearSeries(sets, 'metric'), 'fuel');
    expect(metricFuel.unit).toBe('L');
    const typedInLitres = metric(yearSeries(sets, 'british imperial', 'metric'), 'fuel');
    expect(typedInLitres.points[0]?.value).toBeCloseTo((metricFuel.points[0]?.value ?? 0) / 4.54609, 9);
    expect(metric(imperial, 'electricity').points[0]).toEqual({
      year: 2024,
      series: 'electricity',
      value: 182_400,
    });
  });

  it('shows heating oil and LPG as separate fuels; a retired combined answer counts as heating oil until either is entered', () => {
    const answers = {
      [Q.heatingOil]: answer({ value: 900 }),
      [Q.combinedHeatingOil]: answer({ value: 1_350 }),
      [Q.lpg]: answer({ value: 450 }),
    };
    const old = { [Q.combinedHeatingOil]: answer({ value: 300 }) };
    expect(
      metric(
        yearSeries(
          [
            { year: 2022, answers: old },
            { year: 2023, answers },
          ],
          'metric',
        ),
        'fuel',
      ).points,
    ).toEqual([
      { year: 2022, series: 'heatingOil', value: 300 },
      { year: 2023, series: 'heatingOil', value: 900 },
      { year: 2023, series: 'lpg', value: 450 },
    ]);
  });
});
