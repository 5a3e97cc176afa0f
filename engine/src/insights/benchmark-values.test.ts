import { describe, expect, it } from 'vitest';
import {
  benchmarkScale,
  benchmarkValues,
  contributedBenchmarkValues,
  metricComplete,
} from './benchmark-values.ts';
import { footprint } from './footprint.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import type { AnswerMap } from '../group-state.ts';
import { answer } from '../../test/builders.ts';
import { answers2024 } from '../../test/insights-fixtures.ts';
import { syntheticFactors as data } from '../../test/synthetic-factors.ts';

// The fixture facility (Heathland Links): 27 holes, 68.5 ha.
const input = {
  answers: answers2024.answers,
  year: 2024,
  country: 'GB',
  unitSystem: 'metric' as const,
  holes: 27,
  hectares: 68.5,
};

describe('benchmarkValues', () => {
  const values = benchmarkValues(input, data);
  const of = (metric: string) => values.find((value) => value.metric === metric);

  it('divides each figure by holes and by hectares', () => {
    // Water of 2024: 38,500 borehole + 1,150 rainwater + 4,210.5 mains m³.
    expect(of('water')).toMatchObject({ amount: 43_860.5 });
    expect(of('water')!.perHole).toBeCloseTo(43_860.5 / 27, 8);
    expect(of('water')!.perHectare).toBeCloseTo(43_860.5 / 68.5, 8);
    expect(of('water.borehole')?.amount).toBe(38_500);
    expect(of('nitrogen')?.amount).toBe(575);
  });

  it('benchmarks the same footprint the facility sees on its own page', () => {
    expect(of('footprint')?.amount).toBe(footprint(input, data).market.total);
  });

  it('leaves out a source the year has no answer for instead of counting a zero', () => {
    expect(of('water.surface')).toBeUndefined();
  });

  it('has no per-hole figure without holes', () => {
    const noHoles = benchmarkValues({ ...input, holes: null }, data);
    expect(noHoles.find((value) => value.metric === 'water')?.perHole).toBeNull();
  });

  it('reads answers typed in the organisation’s units into metric', () => {
    // 1,000 lbs of general waste with no unit system recorded: typed in the organisation's pounds.
    const answers = {
      [Q.waste.grid]: answer({
        rows: [{ id: 'r1', values: { [Q.waste.stream]: 55042, [Q.waste.weight]: 1000 } }],
      }),
    };
    const imperial = benchmarkValues({ ...input, answers, unitSystem: 'british imperial' }, data);
    expect(imperial.find((value) => value.metric === 'waste')?.amount).toBeCloseTo(453.59237, 8);
  });
});

describe('benchmarkScale', () => {
  it('shows water per hectare as US gallons per acre in US customary units', () => {
    // 1 m³ is 264.172… US gal; 1 ha is 2.47105… ac, so 1 m³/ha is 106.9… US gal/ac.
    const { factor, unit } = benchmarkScale('water', 'perHectare', 'united states customary');
    expect(unit).toBe('US gal');
    expect(factor).toBeCloseTo(1 / 0.003785411784 / (1 / 0.40468564224), 6);
  });

  it("gives fuel in the system's gallons and tonnes CO2e in every system", () => {
    expect(benchmarkScale('fuel', 'perHole', 'metric')).toEqual({ factor: 1, unit: 'L' });
    expect(benchmarkScale('fuel', 'perHole', 'british imperial')).toEqual({
      factor: 1 / 4.54609,
      unit: 'gal',
    });
    expect(benchmarkScale('naturalGas', 'amount', 'united states customary').unit).toBe('thm');
    expect(benchmarkScale('footprint', 'amount', 'british imperial')).toEqual({ factor: 1, unit: 't CO2e' });
  });
});

describe('what a year contributes to its peers: each metric whose answers are complete', () => {
  // The 2024 year with its waste question saved for later, not complete.
  const openWaste: AnswerMap = {
    ...answers2024.answers,
    [Q.waste.grid]: { ...answers2024.answers[Q.waste.grid]!, complete: false, savelater: true },
  };
  const contributed = (answers: AnswerMap) =>
    contributedBenchmarkValues({ ...input, answers }, data).map((value) => value.metric);

  it('counts electricity and water while one waste question is open, and not waste or the footprint', () => {
    const metrics = contributed(openWaste);
    expect(metrics).toContain('electricity');
    expect(metrics).toContain('water');
    expect(metrics).toContain('water.borehole');
    expect(metrics).toContain('nitrogen');
    expect(metrics).not.toContain('waste');
    // The footprint reads the waste too: it is only as complete as every question it reads.
    expect(metrics).not.toContain('footprint');
  });

  it('counts every metric of a complete year', () => {
    expect(contributed(answers2024.answers)).toEqual(
      benchmarkValues(input, data).map((value) => value.metric),
    );
  });

  it('leaves out a metric whose required question was never answered, but not one an optional added question lacks', () => {
    const { [Q.electricity.grid]: _electricity, [Q.naturalGasCcf]: _ccf, ...rest } = answers2024.answers;
    expect(metricComplete('electricity', rest)).toBe(false);
    // Gas in ccf was added after 2024 was recorded: a year without an answer to it is still complete.
    expect(metricComplete('naturalGas', rest)).toBe(true);
  });
});
