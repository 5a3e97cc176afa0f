import { describe, expect, it } from 'vitest';
import { answer } from '../test/builders.ts';
import { nextAddedAnswerId } from './added-answers.ts';
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

describe('mergeAnswerPatch: two colleagues add their own answers', () => {
  // Both opened the set at version 3, where question 20 (MULTIPLECHOICE_ADDMORE) holds option 501
  // and the facility's own answer -1.
  const opened = content({
    value: [501, -1],
    savelater: true,
    facilityAddedAnswers: [{ id: -1, title: 'Hedgehog highway' }],
  });
  const add = (from: AnswerContent, title: string): AnswerContent => {
    const id = nextAddedAnswerId(from);
    return {
      ...from,
      value: [...(from.value as number[]), id],
      facilityAddedAnswers: [...from.facilityAddedAnswers, { id, title }],
    };
  };

  it('gives each new answer an id below every id the answer holds, never an option id', () => {
    const alice = add(opened, 'Bat boxes');
    expect(alice.facilityAddedAnswers.map((entry) => entry.id)).toEqual([-1, -2]);
    expect(nextAddedAnswerId(content({ value: [501, -7] }))).toBe(-8);
    expect(nextAddedAnswerId(content())).toBe(-1);
  });

  it('saves the first and hands the second back as a conflict: nobody’s added answer is lost', () => {
    const alice = add(opened, 'Bat boxes');
    const bob = add(opened, 'Log piles');
    // Same id in both answers: each id names one entry within its own answer.
    expect(bob.facilityAddedAnswers.at(-1)?.id).toBe(alice.facilityAddedAnswers.at(-1)?.id);

    const stored = { '20': { answer: opened, version: 3 } };
    expect(mergeAnswerPatch(stored, { '20': alice }, 3)).toEqual({
      apply: [20],
      unchanged: [],
      conflicts: [],
    });
    const afterAlice = { '20': { answer: alice, version: 4 } };
    expect(mergeAnswerPatch(afterAlice, { '20': bob }, 3)).toEqual({
      apply: [],
      unchanged: [],
      conflicts: [20],
    });

    // Bob takes Alice's answer and adds his again: a fresh id, no clash with hers.
    const again = add(alice, 'Log piles');
    expect(new Set(again.facilityAddedAnswers.map((entry) => entry.id)).size).toBe(3);
    expect(mergeAnswerPatch(afterAlice, { '20': again }, 4)).toEqual({
      apply: [20],
      unchanged: [],
      conflicts: [],
    });
  });

  it('saves both when they added to different questions', () => {
    const stored = {
      '20': { answer: add(opened, 'Bat boxes'), version: 4 },
      '21': { answer: opened, version: 2 },
    };
    expect(mergeAnswerPatch(stored, { '21': add(opened, 'Log piles') }, 3)).toEqual({
      apply: [21],
      unchanged: [],
      conflicts: [],
    });
  });

  it('is no conflict when both added the same answer the same way', () => {
    const stored = { '20': { answer: add(opened, 'Bat boxes'), version: 4 } };
    expect(mergeAnswerPatch(stored, { '20': add(opened, 'Bat boxes') }, 3).unchanged).toEqual([20]);
  });
});
