import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeQuestion, options, renderQuestion } from './testing.tsx';

// Authored as a scale: the order comes from sortOrder, which is neither the ids' nor the alphabet's.
const LIST = options('Yes', 'Other (please specify)', 'In progress', 'No').map((option, index) => ({
  ...option,
  sortOrder: [2, 4, 3, 1][index]!,
}));

function labelsOf(container: HTMLElement, role: 'radio' | 'checkbox'): string[] {
  return within(container)
    .getAllByRole(role)
    .map((input) => input.closest('label')?.textContent ?? '');
}

describe('SINGLECHOICE', () => {
  it('SINGLECHOICE: radio buttons in a column, the chosen option id reported', async () => {
    const question = makeQuestion({
      title: 'Who leads?',
      uiType: 'SINGLECHOICE',
      fieldType: null,
      answers: LIST,
    });
    const { last, container } = renderQuestion(question);
    const group = screen.getByRole('radiogroup', { name: 'Who leads?' });
    expect(group.getAttribute('aria-orientation')).toBe('vertical');
    expect(labelsOf(container, 'radio')).toEqual(['No', 'Yes', 'In progress', 'Other (please specify)']);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(last().value).toBe(1);
  });
});
