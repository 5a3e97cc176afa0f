import { describe, expect, it } from 'vitest';
import { findingProblem } from './finding-problem.ts';

describe('findingProblem', () => {
  it('takes an immediate point without a due date and a continual one with it', () => {
    expect(findingProblem({ kind: 'immediate', text: 'Bund the fuel store' })).toBeNull();
    expect(findingProblem({ kind: 'continual', text: 'Meter every well', dueDate: '2027-06-30' })).toBeNull();
  });

  it('refuses a continual point without a due date', () => {
    expect(findingProblem({ kind: 'continual', text: 'Meter every well' })).toBe('due-date-required');
    expect(findingProblem({ kind: 'continual', text: 'Meter every well', dueDate: '' })).toBe(
      'due-date-required',
    );
  });

  it('refuses a finding that says nothing, spaces included', () => {
    expect(findingProblem({ kind: 'immediate', text: '   ' })).toBe('text-required');
  });
});
