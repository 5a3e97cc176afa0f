import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, makeQuestion, options, renderQuestion } from './testing.tsx';

// Authored as a scale: the order comes from sortOrder, which is neither the ids' nor the alphabet's.
const LIST = options('Yes', 'Other (please specify)', 'In progress', 'No').map((option, index) => ({
  ...option,
  sortOrder: [2, 4, 3, 1][index]!,
}));

describe('DROPDOWNLIST', () => {
  it('offers the options in their authored order (sortOrder), not alphabetically, and reports the chosen id', async () => {
    const question = makeQuestion({
      title: 'Main water source',
      uiType: 'DROPDOWNLIST',
      fieldType: null,
      answers: LIST,
    });
    const { last } = renderQuestion(question);
    await userEvent.click(screen.getByRole('button', { name: /Main water source/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No', 'Yes', 'In progress', 'Other (please specify)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'No' }));
    expect(last().value).toBe(4);
  });

  it('lets an optional dropdown go back to nothing chosen', async () => {
    const question = makeQuestion({ uiType: 'DROPDOWNLIST', fieldType: null, answers: LIST, optional: true });
    const { last } = renderQuestion(question, { answer: answerWith({ value: 1 }) });
    await userEvent.click(screen.getByRole('button', { name: /Yes/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Select…' }),
    );
    expect(last().value).toBeNull();
  });
});
