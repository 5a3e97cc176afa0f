import { describe, expect, it } from 'vitest';
import { answer } from '../test/builders.ts';
import { mergeAnswerPatch, sameAnswer, type AnswerContent } from './merge-answers.ts';

const content = (overrides: Parameters<typeof answer>[0] = {}): AnswerContent => {
  const { notes: _notes, ...rest } = answer(overrides);
  return rest;
};

describe('sameAnswer', () => {
  it('compares values, not key order of nested values and grid cells', () => {
    const a = content({
      value: [1, 2],
      nestedValues: { '5': 'x', '6': 2 },
      rows: [{ id: 'r', values: { '7': 1, '8': 'a' } }],
    });
    const b = content({
      value: [1, 2],
      nestedValues: { '6': 2, '5': 'x' },
      rows: [{ id: 'r', values: { '8': 'a', '7': 1 } }],
    });
    expect(sameAnswer(a, b)).toBe(true);
  });

  it('tells a different state, value, order of choices, unit or row apart', () => {
    const base = content({ value: [1, 2], complete: true, unitMeasurementType: 'metric' });
    expect(sameAnswer(base, { ...base, complete: false })).toBe(false);
    expect(sameAnswer(base, { ...base, value: [2, 1] })).toBe(false);
    expect(sameAnswer(base, { ...base, value: '1,2' })).toBe(false);
    expect(sameAnswer(base, { ...base, unitMeasurementType: 'british imperial' })).toBe(false);
    expect(sameAnswer(base, { ...base, rows: [{ id: 'r', values: {} }] })).toBe(false);
    expect(sameAnswer(base, { ...base, nestedValues: { '3': null } })).toBe(false);
  });
});

describe('mergeAnswerPatch', () => {
  const stored = {
    '10': { answer: content({ value: 'mine', savelater: true }), version: 2 },
    '11': { answer: content({ value: 100 }), version: 5 },
    '12': { answer: content({ value: 'theirs', complete: true }), version: 6 },
  };

  it('applies everything when nothing changed since the base version', () => {
    const merge = mergeAnswerPatch(
      stored,
      { '11': content({ value: 101 }), '12': content({ value: 'x' }) },
      6,
    );
    expect(merge).toEqual({ apply: [11, 12], unchanged: [], conflicts: [] });
  });

  it('reports a question another save changed since the base, to a different value, as a conflict', () => {
    const merge = mergeAnswerPatch(stored, { '12': content({ value: 'mine' }) }, 5);
    expect(merge.conflicts).toEqual([12]);
    expect(merge.apply).toEqual([]);
  });

  it('merges the questions the other save did not touch, and new questions', () => {
    const merge = mergeAnswerPatch(
      stored,
      { '10': content({ value: 'edited' }), '12': content({ value: 'mine' }), '13': content({ value: 1 }) },
      4,
    );
    expect(merge).toEqual({ apply: [10, 13], unchanged: [], conflicts: [12] });
  });

  it('is no conflict when both saves chose the same answer', () => {
    const merge = mergeAnswerPatch(stored, { '12': content({ value: 'theirs', complete: true }) }, 1);
    expect(merge).toEqual({ apply: [], unchanged: [12], conflicts: [] });
  });
});
