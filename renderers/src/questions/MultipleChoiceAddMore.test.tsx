import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, makeQuestion, options, renderQuestion } from './testing.tsx';

describe('MULTIPLECHOICE_ADDMORE', () => {
  const question = makeQuestion({
    title: 'Which support have you used?',
    uiType: 'MULTIPLECHOICE_ADDMORE',
    fieldType: null,
    allowAddMore: true,
    answers: options('Online courses', 'Consultant'),
  });

  it('adds the facility’s own answer, chosen, and removes it again', async () => {
    const { last } = renderQuestion(question, { answer: answerWith({ value: [1] }) });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Add your own answer' }),
      'Regional golf union{Enter}',
    );
    expect(last().facilityAddedAnswers).toEqual([{ id: -1, title: 'Regional golf union' }]);
    expect(last().value).toEqual([1, -1]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Regional golf union' }).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Regional golf union”' }));
    expect(last()).toMatchObject({ facilityAddedAnswers: [], value: [1] });
  });

  it('refuses an answer over 250 characters with the spec’s message, and copies of options', async () => {
    const { onChange } = renderQuestion(question);
    const input = screen.getByRole('textbox', { name: 'Add your own answer' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(251));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('New answer cannot exceed 250 characters');
    await userEvent.clear(input);
    await userEvent.type(input, 'online COURSES');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('This answer already exists');
    expect(onChange).not.toHaveBeenCalled();
  });
});
