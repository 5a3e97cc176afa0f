import { describe, expect, it } from 'vitest';
import { bandHigh, emptyAnswer, PLAUSIBILITY_BANDS, type Answer } from '@oncourse/engine';
import { question } from '@oncourse/engine/testing';
import { answerHints } from './answer-hints';

const rounds = question({ id: 15038, fieldType: 'number' });
const electricity = question({ id: 15009, fieldType: 'number', unitType: 'electricity' });
const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
const text = (key: string, fallback?: string) => fallback ?? key;
const value = (v: number): Answer => ({ ...emptyAnswer(), value: v, unitMeasurementType: 'metric' });
const base = { unitSystem: 'metric' as const, locale: 'en-GB', t, text, today: '2025-06-15' };

describe('answerHints', () => {
  it('flags a saved value beyond its range while it is unchanged, and leaves the error to an edit', () => {
    const saved = { 15038: value(5e9) };
    const hint = answerHints({ ...base, saved });
    expect(hint(rounds, saved[15038])).toBe('insights.savedOutOfRange {"message":"Enter at most 1,000,000"}');
    expect(hint(rounds, value(6e9))).toBeNull();
    expect(answerHints({ ...base, saved: { 15038: value(900) } })(rounds, value(900))).toBeNull();
  });

  it('says an implausible figure per hectare with the figure that made it fire', () => {
    const high = bandHigh(PLAUSIBILITY_BANDS.electricity);
    const current = { 15009: value(Math.round(high * 100 * 4)) };
    const hint = answerHints({ ...base, saved: {}, year: { current: () => current, siteHectares: 100 } });
    const format = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
    expect(hint(electricity, current[15009])).toBe(
      `insights.plausibility.high ${JSON.stringify({
        metric: 'insights.plausibility.metric.electricity',
        value: `${format.format(Math.round(high * 100 * 4) / 100)} kWh`,
        typical: `${format.format(high)} kWh`,
        area: 'ha',
      })}`,
    );
    expect(
      answerHints({ ...base, saved: {}, year: { current: () => current, siteHectares: null } })(
        electricity,
        current[15009],
      ),
    ).toBeNull();
  });
});
