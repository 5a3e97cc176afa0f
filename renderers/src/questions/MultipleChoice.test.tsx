import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, makeQuestion, options, renderQuestion } from './testing.tsx';

const LIST = options('Yes', 'Other (please specify)', 'In progress', 'No');

describe('MULTIPLECHOICE', () => {
  it('checkboxes; each tick adds or removes an option id', async () => {
    const question = makeQuestion({
      title: 'Who takes part?',
      uiType: 'MULTIPLECHOICE',
      fieldType: null,
      answers: LIST,
    });
    const { last } = renderQuestion(question);
    expect(screen.getByRole('group', { name: 'Who takes part?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No' }));
    expect(last().value).toEqual([1, 4]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(last().value).toEqual([4]);
  });

  it('hides inactive options unless still chosen', () => {
    const answers = options('Yes', 'No').map((option) =>
      option.id === 2 ? { ...option, active: false } : option,
    );
    const question = makeQuestion({ uiType: 'MULTIPLECHOICE', fieldType: null, answers });
    const { unmount } = renderQuestion(question);
    expect(screen.queryByRole('checkbox', { name: 'No' })).toBeNull();
    unmount();
    renderQuestion(question, { answer: answerWith({ value: [2] }) });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'No' }).disabled).toBe(true);
  });
});
