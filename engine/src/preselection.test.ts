import { describe, expect, it } from 'vitest';
import { answer, fieldSet, option, question, setOf } from '../test/builders.ts';
import { answerState } from './answer-state.ts';
import { groupState } from './group-state.ts';
import { prefill } from './prefill.ts';
import { preselectedAnswers, preselectedValue, startingAnswer } from './preselection.ts';
import { progress } from './progress.ts';
import { validateAnswer } from './validate-answer.ts';

const today = '2026-11-24';

describe('preselected answer options', () => {
  const website = option('Website', { id: 1, sortOrder: 1, preselected: true });
  const newsletter = option('Newsletter', { id: 2, sortOrder: 2 });
  const press = option('Local press', { id: 3, sortOrder: 3, preselected: true });
  const retired = option('Fax', { id: 4, sortOrder: 4, preselected: true, active: false });
  const multi = question({
    id: 20,
    uiType: 'MULTIPLECHOICE',
    fieldType: null,
    answers: [press, newsletter, website, retired],
  });
  const single = question({
    id: 21,
    uiType: 'SINGLECHOICE',
    fieldType: null,
    answers: [press, newsletter, website],
  });
  const choice = question({ id: 22, uiType: 'CHOICE', fieldType: null, answers: [newsletter, press] });
  const plain = question({ id: 23, uiType: 'DROPDOWNLIST', fieldType: null, answers: [newsletter] });
  const text = question({ id: 24, uiType: 'TEXTINPUTS', fieldType: 'text' });

  it('starts a multiple choice with every active preselected option, in sort order', () => {
    expect(preselectedValue(multi)).toEqual([1, 3]);
  });

  it('starts a single choice with the first preselected option by sort order', () => {
    expect(preselectedValue(single)).toBe(1);
    expect(preselectedValue(choice)).toBe(3);
  });

  it('preselects nothing on questions without preselected options or without options', () => {
    expect(preselectedValue(plain)).toBeNull();
    expect(preselectedValue(text)).toBeNull();
    expect(startingAnswer(plain)).toEqual(startingAnswer(text));
    expect(startingAnswer(plain).value).toBeNull();
  });

  it('starts untouched: shown chosen, neither complete nor saved for later, nothing counted', () => {
    const start = startingAnswer(multi);
    expect(start).toMatchObject({ value: [1, 3], complete: false, savelater: false });
    expect(answerState(start)).toBe('untouched');
    const set = fieldSet([multi]);
    expect(progress(set, { '20': start })).toBe(0);
    expect(groupState([multi], { '20': start })).toBe('none');
  });

  it('is valid as it starts: a required choice with a preselection is no missing answer', () => {
    expect(validateAnswer(single, startingAnswer(single), { today, requireAnswers: true })).toEqual([]);
    expect(validateAnswer(single, { ...startingAnswer(single), complete: true }, { today })).toEqual([]);
  });

  it('gives the same object for the same question, so memoised renderers stay put', () => {
    expect(startingAnswer(multi)).toBe(startingAnswer(multi));
  });

  it('preselects nested choice questions only while they are shown', () => {
    const nested = question({
      id: 25,
      uiType: 'DROPDOWNLIST',
      fieldType: null,
      answers: [website, newsletter],
    });
    const shown = question({
      id: 26,
      uiType: 'MULTIPLECHOICE_NESTED',
      fieldType: null,
      answers: [press, newsletter],
      nestedQuestions: [nested],
      nestedQuestionsId: 3,
    });
    const hidden = { ...shown, id: 27, nestedQuestionsId: 2 };
    expect(startingAnswer(shown)).toMatchObject({ value: [3], nestedValues: { '25': 1 } });
    expect(startingAnswer(hidden)).toMatchObject({ value: [3], nestedValues: {} });
  });

  describe('preselectedAnswers', () => {
    it('fills only questions nobody answered', () => {
      expect(preselectedAnswers([multi, single, plain, text], {})).toEqual({
        '20': startingAnswer(multi),
        '21': startingAnswer(single),
      });
    });

    it('never replaces a saved answer, even an emptied one saved for later', () => {
      const emptied = answer({ savelater: true, value: [] });
      const chosen = answer({ value: 2 });
      expect(preselectedAnswers([multi, single], { '20': emptied, '21': chosen })).toEqual({});
    });

    it('keeps the notes of an answer that holds notes only', () => {
      const note = {
        id: 7,
        questionId: 20,
        type: 'notes' as const,
        createDate: '2026-01-02',
        value: '<p>n</p>',
      };
      const filled = preselectedAnswers([multi], { '20': answer({ notes: [note] }) });
      expect(filled['20']).toMatchObject({ value: [1, 3], notes: [note] });
    });

    it('lets last year win over preselection (prefill first, then preselect what is still open)', () => {
      const lastYear = { '20': answer({ complete: true, value: [2] }) };
      const { answers } = prefill({}, lastYear);
      const starting = preselectedAnswers([multi, single], answers);
      expect({ ...answers, ...starting }).toMatchObject({ '20': { value: [2] }, '21': { value: 1 } });
    });

    it('keeps a preselection the user emptied last year empty this year', () => {
      const set = setOf([multi, single, plain]);
      const lastYear = {
        '20': answer({ savelater: true, value: [] }),
        '21': answer({ complete: true, value: null }),
        // Nothing preselected here: an empty answer has nothing to keep.
        '23': answer({ savelater: true, value: null }),
      };
      const { answers, prefilled } = prefill({}, lastYear, set);
      expect(prefilled).toEqual([20, 21]);
      expect(answers['20']).toMatchObject({ value: [], complete: false, savelater: false });
      // The app preselects only what was neither saved nor prefilled.
      const open = [multi, single, plain].filter((question) => !prefilled.includes(question.id));
      expect(preselectedAnswers(open, answers)).toEqual({});
      // Without the question set, an empty answer is not prefilled (the old behaviour).
      expect(prefill({}, lastYear).prefilled).toEqual([]);
    });
  });
});
