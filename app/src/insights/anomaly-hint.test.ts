import { describe, expect, it } from 'vitest';
import { emptyAnswer, type Question } from '@oncourse/engine';
import { anomalyHint } from './anomaly-hint';

const electricity = { id: 15009, fieldType: 'number', unitType: 'electricity' } as Question;
const share = { id: 15010, fieldType: 'percentage', unitType: null } as Question;
const t = (key: string, values?: Record<string, string | number>) =>
  `${key} ${values?.lastYear ?? ''}`.trim();
const lastYear = { 15009: { ...emptyAnswer(), value: 182_400, unitMeasurementType: 'metric' as const } };

describe('anomalyHint', () => {
  const hint = anomalyHint(lastYear, 'metric', t, 'en');

  it("asks to check a value more than three times last year's, naming last year's figure", () => {
    expect(hint(electricity, { ...emptyAnswer(), value: 600_000 })).toBe(
      'insights.anomaly.moreThanThreeTimes 182,400 kWh',
    );
    expect(hint(electricity, { ...emptyAnswer(), value: 190_000 })).toBeNull();
  });

  it('flags a share above 100 % and stays quiet without history', () => {
    expect(hint(share, { ...emptyAnswer(), value: 120 })).toBe('insights.anomaly.shareAbove100');
    expect(anomalyHint({}, 'metric', t, 'en')(electricity, { ...emptyAnswer(), value: 5 })).toBeNull();
  });
});
