import { describe, expect, it } from 'vitest';
import { answer } from '../test/builders.ts';
import { prefill } from './prefill.ts';

describe('prefill', () => {
  const lastYear = {
    '10': answer({ complete: true, value: 1200, unitMeasurementType: 'metric' }),
    '11': answer({ complete: true, value: [50001, 50002], nestedValues: { '12': 'Borehole' } }),
    '13': answer({
      complete: true,
      rows: [{ id: 'r1', values: { '14': 'Diesel', '15': 3200 } }],
      notes: [
        { id: 1, questionId: 13, type: 'notes', createDate: '2024-05-01', value: '<p>Meter replaced</p>' },
      ],
    }),
    '16': answer({ savelater: true, value: null }),
  };

  it('copies last year values where this year has no answer, neither complete nor saved for later', () => {
    const { answers, prefilled } = prefill({}, lastYear);
    expect(prefilled).toEqual([10, 11, 13]);
    expect(answers['10']).toMatchObject({
      value: 1200,
      unitMeasurementType: 'metric',
      complete: false,
      savelater: false,
    });
    expect(answers['11']).toMatchObject({ value: [50001, 50002], nestedValues: { '12': 'Borehole' } });
    expect(answers['13']?.rows).toEqual([{ id: 'r1', values: { '14': 'Diesel', '15': 3200 } }]);
  });

  it('does not carry notes over: they belong to the year they were written in', () => {
    expect(prefill({}, lastYear).answers['13']?.notes).toEqual([]);
  });

  it('keeps this year answers, including ones only saved for later', () => {
    const current = {
      '10': answer({ complete: true, value: 900 }),
      '11': answer({ savelater: true, value: null }),
    };
    const { answers, prefilled } = prefill(current, lastYear);
    expect(answers['10']?.value).toBe(900);
    expect(answers['11']).toBe(current['11']);
    expect(prefilled).toEqual([13]);
  });

  it('fills an untouched, empty answer of this year but keeps its notes', () => {
    const note = { id: 2, questionId: 10, type: 'notes' as const, createDate: '2025-01-02', value: 'n' };
    const { answers, prefilled } = prefill({ '10': answer({ notes: [note] }) }, lastYear);
    expect(prefilled).toContain(10);
    expect(answers['10']).toMatchObject({ value: 1200, notes: [note] });
  });

  it('skips previous answers without content', () => {
    expect(prefill({}, { '16': lastYear['16'] }).prefilled).toEqual([]);
  });

  it('copies, so editing the prefilled answer leaves last year untouched', () => {
    const { answers } = prefill({}, lastYear);
    (answers['11']?.value as number[]).push(50003);
    answers['13']!.rows[0]!.values['15'] = 1;
    expect(lastYear['11'].value).toEqual([50001, 50002]);
    expect(lastYear['13'].rows[0]!.values['15']).toBe(3200);
  });

  it('handles missing inputs', () => {
    expect(prefill()).toEqual({ answers: {}, prefilled: [] });
    expect(prefill(undefined, { '10': lastYear['10'] }).prefilled).toEqual([10]);
    const current = { '20': answer({ complete: true, value: 'kept' }) };
    expect(prefill(current).answers).toEqual(current);
  });
});
