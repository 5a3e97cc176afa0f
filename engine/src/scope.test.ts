import { describe, expect, it } from 'vitest';
import { fieldSet, question, questionSet, section, subsection } from '../test/builders.ts';
import { scopeQuestions } from './scope.ts';

describe('scopeQuestions', () => {
  const first = question({ id: 1, sortOrder: 2 });
  const second = question({ id: 2, sortOrder: 1 });
  const inactive = question({ id: 3, active: false });
  const later = question({ id: 4 });
  const set = questionSet([
    section([subsection([fieldSet([later])])], { sortOrder: 2 }),
    section(
      [
        subsection([
          fieldSet([first, second, inactive], { sortOrder: 2 }),
          fieldSet([first], { sortOrder: 1 }),
        ]),
      ],
      { sortOrder: 1 },
    ),
  ]);

  it('lists distinct active questions in display order', () => {
    expect(scopeQuestions(set).map((q) => q.id)).toEqual([1, 2, 4]);
  });

  it('returns the same (cached) list for the same scope', () => {
    expect(scopeQuestions(set)).toBe(scopeQuestions(set));
  });
});
