import { describe, expect, it } from 'vitest';
import { findingProblems } from './finding-problem.ts';

describe('findingProblems', () => {
  it('takes an immediate point without a due date and a continual one with it', () => {
    expect(findingProblems({ kind: 'immediate', text: 'Bund the fuel store' })).toEqual([]);
    expect(findingProblems({ kind: 'continual', text: 'Meter every well', dueDate: '2027-06-30' })).toEqual(
      [],
    );
  });

  it('refuses a continual point without a due date', () => {
    expect(findingProblems({ kind: 'continual', text: 'Meter every well' })).toEqual(['due-date-required']);
    expect(findingProblems({ kind: 'continual', text: 'Meter every well', dueDate: '' })).toEqual([
      'due-date-required',
    ]);
  });

  it('names both problems of a continual point that says nothing, spaces included', () => {
    expect(findingProblems({ kind: 'continual', text: '   ' })).toEqual([
      'text-required',
      'due-date-required',
    ]);
  });
});
