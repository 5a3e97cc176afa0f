import { describe, expect, it } from 'vitest';
import { answer, question } from '../test/builders.ts';
import { canCombine, combineAnswers } from './combine-answers.ts';
import { validateAnswer } from './validate-answer.ts';

const list = question({
  uiType: 'MULTIPLECHOICE_ADDMORE',
  answers: [
    {
      id: 1,
      title: 'Bird boxes',
      active: true,
      sortOrder: 1,
      facilityAddedAnswer: false,
      preselected: false,
    },
    {
      id: 2,
      title: 'Wildflower margins',
      active: true,
      sortOrder: 2,
      facilityAddedAnswer: false,
      preselected: false,
    },
    { id: 3, title: 'Log piles', active: true, sortOrder: 3, facilityAddedAnswer: false, preselected: false },
  ],
});

describe('keeping both colleagues’ answers to a list', () => {
  it('keeps their ticks and adds mine', () => {
    const theirs = answer({ value: [1, 2], complete: true });
    const mine = answer({ value: [2, 3], savelater: true });
    const both = combineAnswers(list, mine, theirs)!;
    expect(both.value).toEqual([1, 2, 3]);
    // Combining is my save: my state flags go with it.
    expect(both.savelater).toBe(true);
    expect(both.complete).toBe(false);
  });

  it('keeps both added answers when both added one with the same id', () => {
    const theirs = answer({ value: [1, -1], facilityAddedAnswers: [{ id: -1, title: 'Bat boxes' }] });
    const mine = answer({ value: [-1], facilityAddedAnswers: [{ id: -1, title: 'Beetle banks' }] });
    const both = combineAnswers(list, mine, theirs)!;
    expect(both.facilityAddedAnswers.map((entry) => entry.title)).toEqual(['Bat boxes', 'Beetle banks']);
    const ids = both.facilityAddedAnswers.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(2);
    // Both are ticked, each under its own id, and the engine accepts the result.
    expect([...(both.value as number[])].sort()).toEqual([1, ...ids].sort());
    expect(validateAnswer(list, both, { today: '2026-11-24' })).toEqual([]);
  });

  it('counts an answer both added under the same title once', () => {
    const theirs = answer({ value: [-1], facilityAddedAnswers: [{ id: -1, title: 'Bat boxes' }] });
    const mine = answer({ value: [-2, 3], facilityAddedAnswers: [{ id: -2, title: ' bat BOXES ' }] });
    const both = combineAnswers(list, mine, theirs)!;
    expect(both.facilityAddedAnswers).toEqual([{ id: -1, title: 'Bat boxes' }]);
    expect(both.value).toEqual([-1, 3]);
  });

  it('is offered for lists only', () => {
    expect(canCombine(list)).toBe(true);
    expect(canCombine(question({ uiType: 'MULTIPLECHOICE' }))).toBe(true);
    for (const uiType of [
      'SINGLECHOICE',
      'TEXTINPUTS',
      'DATAGRID',
      'DROPDOWNLIST',
      'MULTIPLECHOICE_NESTED',
    ] as const) {
      expect(canCombine(question({ uiType }))).toBe(false);
      expect(combineAnswers(question({ uiType }), answer(), answer())).toBeNull();
    }
  });
});
