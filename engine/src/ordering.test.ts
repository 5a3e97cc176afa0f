import { describe, expect, it } from 'vitest';
import { option, question } from '../test/builders.ts';
import { activeQuestions, isOtherChoice, sortBySortOrder, sortChoices } from './ordering.ts';

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
