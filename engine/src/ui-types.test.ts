import { describe, expect, it } from 'vitest';
import { question } from '../test/builders.ts';
import { combineAnswers } from './combine-answers.ts';
import { emptyAnswer } from './answer-content.ts';
import { answerShape, UI_TYPE_NAMES, uiTypeTraits } from './ui-types.ts';
import { validateAnswer } from './validate-answer.ts';

describe('the question types table', () => {
  it('groups the types by what their answer holds', () => {
    const byShape: Record<string, string[]> = {};
    for (const uiType of UI_TYPE_NAMES) (byShape[answerShape({ uiType })] ??= []).push(uiType);
    expect(byShape).toEqual({
      value: ['TEXTINPUTS'],
      option: ['DROPDOWNLIST', 'SINGLECHOICE', 'CHOICE'],
      options: ['MULTIPLECHOICE', 'MULTIPLECHOICE_ADDMORE', 'MULTIPLECHOICE_NESTED'],
      rows: ['DATAGRID'],
      calculated: ['CALCULATING'],
    });
  });

  it('treats a type it does not know as a typed value, as its fallback renderer shows it', () => {
    expect(uiTypeTraits('SLIDER')).toEqual({ answer: 'value' });
    expect(uiTypeTraits('toString')).toEqual({ answer: 'value' });
  });

  it('is what validation reads: an option list refuses a list of ticks, a tick list accepts it', () => {
    const options = [
      { id: 1, title: 'Yes', active: true, sortOrder: 1, facilityAddedAnswer: false, preselected: false },
      { id: 2, title: 'No', active: true, sortOrder: 2, facilityAddedAnswer: false, preselected: false },
    ];
    const ticks = { ...emptyAnswer(), value: [1, 2] };
    const context = { today: '2026-01-01' };
    expect(validateAnswer(question({ uiType: 'MULTIPLECHOICE', answers: options }), ticks, context)).toEqual(
      [],
    );
    expect(
      validateAnswer(question({ uiType: 'SINGLECHOICE', answers: options }), ticks, context),
    ).not.toEqual([]);
  });

  it('is what merging reads: ticks of two people combine in a list, not in a list with nested questions', () => {
    const mine = { ...emptyAnswer(), value: [1] };
    const theirs = { ...emptyAnswer(), value: [2] };
    expect(combineAnswers(question({ uiType: 'MULTIPLECHOICE' }), mine, theirs)?.value).toEqual([2, 1]);
    expect(combineAnswers(question({ uiType: 'MULTIPLECHOICE_NESTED' }), mine, theirs)).toBeNull();
  });
});
