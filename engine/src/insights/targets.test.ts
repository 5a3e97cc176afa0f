import { describe, expect, it } from 'vitest';
import { expectedValue, targetPath, targetProblems, targetProgress, type TargetRule } from './targets.ts';

const thirtyBy2030: TargetRule = { kind: 'percentage', baseYear: 2020, targetYear: 2030, percent: 30 };
const rate: TargetRule = { kind: 'annualRate', baseYear: 2024, targetYear: 2030, percent: 4.2 };

describe('targetPath', () => {
  it('runs a percentage target in equal steps from the base value to the target value', () => {
    // 100 t in 2020, -30 % by 2030: 3 t less each year.
    const path = targetPath(thirtyBy2030, 100);
    expect(path).toHaveLength(11);
    expect(path[0]).toEqual({ year: 2020, expected: 100 });
    expect(path[5]!.expected).toBeCloseTo(85, 10);
    expect(path[10]!.expected).toBeCloseTo(70, 10);
  });

  it('compounds an annual rate: each year 4.2 % below the year before', () => {
    const path = targetPath(rate, 200);
    expect(path[1]!.expected).toBeCloseTo(191.6, 10);
    expect(path[2]!.expected).toBeCloseTo(183.5528, 10);
    expect(path[6]!.expected).toBeCloseTo(200 * 0.958 ** 6, 10);
  });

  it('expects the target value after the target year', () => {
    expect(expectedValue(thirtyBy2030, 100, 2035)).toBeCloseTo(70, 10);
  });
});

describe('targetProgress', () => {
  it('is behind with the gap in the metric unit when the actual is above the path', () => {
    // 2025 expects 85; 90 is 5 above it.
    expect(targetProgress(thirtyBy2030, 100, 2025, 90)).toMatchObject({
      expected: expect.closeTo(85, 10) as number,
      gap: expect.closeTo(5, 10) as number,
      status: 'behind',
    });
  });

  it('is ahead when below the path by more than 1 % of the base value', () => {
    expect(targetProgress(thirtyBy2030, 100, 2025, 80)?.status).toBe('ahead');
  });

  it('is on track within 1 % of the base value either side of the path', () => {
    expect(targetProgress(thirtyBy2030, 100, 2025, 85.9)?.status).toBe('onTrack');
    expect(targetProgress(thirtyBy2030, 100, 2025, 84.1)?.status).toBe('onTrack');
    expect(targetProgress(thirtyBy2030, 100, 2025, 86.1)?.status).toBe('behind');
  });

  it('says nothing about a year before the base year', () => {
    expect(targetProgress(thirtyBy2030, 100, 2019, 120)).toBeNull();
  });
});

describe('targetProblems', () => {
  it('refuses a target year not after the base year and a reduction outside 0–100 %', () => {
    expect(targetProblems({ ...thirtyBy2030, targetYear: 2020 })).toEqual([
      { field: 'targetYear', code: 104 },
    ]);
    expect(targetProblems({ ...thirtyBy2030, percent: 0 })).toEqual([{ field: 'percent', code: 104 }]);
    expect(targetProblems({ ...thirtyBy2030, percent: 120 })).toEqual([{ field: 'percent', code: 105 }]);
    expect(targetProblems(thirtyBy2030)).toEqual([]);
  });
});
