import { describe, expect, it } from 'vitest';
import type { Question } from '../model.ts';
import { anomaly, answerAnomaly } from './anomaly.ts';

const number = { fieldType: 'number', unitType: null } as Pick<Question, 'fieldType' | 'unitType'>;

describe('anomaly', () => {
  it('flags more than three times last year, with last year’s figure', () => {
    expect(anomaly(301, 100)).toEqual({ reason: 'moreThanThreeTimes', lastYear: 100 });
    expect(anomaly(300, 100)).toBeNull();
  });

  it('flags less than a third of last year', () => {
    expect(anomaly(33, 100)).toEqual({ reason: 'lessThanAThird', lastYear: 100 });
    expect(anomaly(34, 100)).toBeNull();
  });

  it('flags a share above 100 % even without history', () => {
    expect(anomaly(101, null, { percentage: true })).toEqual({ reason: 'shareAbove100', lastYear: null });
    expect(anomaly(100, null, { percentage: true })).toBeNull();
  });

  it('gives no hint without a value or without a usable last year', () => {
    expect(anomaly(null, 100)).toBeNull();
    expect(anomaly(5_000, null)).toBeNull();
    expect(anomaly(5_000, 0)).toBeNull();
  });
});

describe('answerAnomaly', () => {
  it('compares against last year converted into the unit system being typed in', () => {
    const volume = { fieldType: 'number', unitType: 'volume' } as const;
    // Last year 10 m³ = 2 199.69 imperial gallons: 7 000 gal is more than three times that.
    const hint = answerAnomaly(volume, 7_000, 'british imperial', {
      value: 10,
      unitMeasurementType: 'metric',
    });
    expect(hint?.reason).toBe('moreThanThreeTimes');
    expect(hint?.lastYear).toBeCloseTo(10 / 0.00454609, 6);
    expect(
      answerAnomaly(volume, 6_000, 'british imperial', { value: 10, unitMeasurementType: 'metric' }),
    ).toBeNull();
  });

  it('reads typed text as a number and ignores non-numeric questions', () => {
    expect(answerAnomaly(number, '1000', 'metric', { value: 100, unitMeasurementType: null })?.reason).toBe(
      'moreThanThreeTimes',
    );
    expect(
      answerAnomaly({ fieldType: 'text', unitType: null }, '1000', 'metric', {
        value: 1,
        unitMeasurementType: null,
      }),
    ).toBeNull();
    expect(answerAnomaly({ fieldType: 'percentage', unitType: null }, 120, 'metric', undefined)?.reason).toBe(
      'shareAbove100',
    );
  });
});
