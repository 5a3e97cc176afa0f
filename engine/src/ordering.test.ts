import { describe, expect, it } from 'vitest';
import { answer, option, question } from '../test/builders.ts';
import {
  activeQuestions,
  isOtherChoice,
  isRetiredWithAnswer,
  shownQuestions,
  sortBySortOrder,
  sortChoices,
} from './ordering.ts';

describe('sortBySortOrder', () => {
  it('orders by sortOrder, then id, without changing the input', () => {
    const items = [
      { id: 3, sortOrder: 2 },
      { id: 2, sortOrder: 1 },
      { id: 1, sortOrder: 2 },
    ];
    expect(sortBySortOrder(items).map((item) => item.id)).toEqual([2, 1, 3]);
    expect(items.map((item) => item.id)).toEqual([3, 2, 1]);
  });
});

describe('activeQuestions', () => {
  it('drops inactive questions', () => {
    const shown = question();
    expect(activeQuestions([shown, question({ active: false })])).toEqual([shown]);
  });
});

describe('sortChoices', () => {
  it('sorts alphabetically, ignoring case, with Other last', () => {
    const titles = [
      'Other (please specify)',
      'wetland',
      'Heathland',
      'Other',
      'Ancient woodland',
      'Otter holts',
    ];
    expect(sortChoices(titles.map((title) => option(title))).map((o) => o.title)).toEqual([
      'Ancient woodland',
      'Heathland',
      'Otter holts',
      'wetland',
      'Other',
      'Other (please specify)',
    ]);
  });

  it('sorts any shape with a label function', () => {
    const roles = [{ label: 'Other' }, { label: 'Committee/Volunteer' }, { label: 'Coaching/Professional' }];
    expect(sortChoices(roles, (role) => role.label).map((role) => role.label)).toEqual([
      'Coaching/Professional',
      'Committee/Volunteer',
      'Other',
    ]);
  });

  it('knows what counts as Other', () => {
    expect(isOtherChoice('Other')).toBe(true);
    expect(isOtherChoice(' other, please specify')).toBe(true);
    expect(isOtherChoice('Otherwise')).toBe(false);
    expect(isOtherChoice('Mother nature')).toBe(false);
  });
});

describe('shownQuestions', () => {
  const asked = question({ id: 1 });
  const retired = question({ id: 2, active: false });

  it('shows a retired question only while it holds a saved answer, so that answer stays readable', () => {
    expect(shownQuestions([asked, retired], {}).map((q) => q.id)).toEqual([1]);
    expect(shownQuestions([asked, retired], { 2: answer({ value: 1200 }) }).map((q) => q.id)).toEqual([1, 2]);
    expect(isRetiredWithAnswer(retired, { 2: answer({ value: 1200 }) })).toBe(true);
  });

  it('does not show a retired question for an answer with nothing in it (notes or a mark alone)', () => {
    expect(shownQuestions([retired], { 2: answer({ value: null, complete: true }) })).toEqual([]);
    expect(isRetiredWithAnswer(asked, { 1: answer({ value: 3 }) })).toBe(false);
  });
});
