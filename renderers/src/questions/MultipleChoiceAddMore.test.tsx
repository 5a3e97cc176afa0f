import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateAnswer } from '@oncourse/engine';
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

  it('gives answers added on top of saved ones fresh ids that the engine (and so the server) accepts', async () => {
    // Saved earlier with one answer of the facility's own.
    const saved = answerWith({
      value: [2, -1],
      savelater: true,
      facilityAddedAnswers: [{ id: -1, title: 'Regional golf union' }],
    });
    const { last } = renderQuestion(question, { answer: saved });
    const input = screen.getByRole('textbox', { name: 'Add your own answer' });
    await userEvent.type(input, 'Greenkeeper apprenticeship{Enter}');
    await userEvent.type(input, 'County wildlife trust{Enter}');
    const ids = last().facilityAddedAnswers.map((entry) => entry.id);
    expect(ids).toEqual([-1, -2, -3]);
    expect(ids.some((id) => question.answers.some((option) => option.id === id))).toBe(false);
    expect(validateAnswer(question, { ...last(), complete: true }, { today: '2025-06-15' })).toEqual([]);
  });

  it('refuses an answer over 250 characters with the catalogue’s message, and copies of options', async () => {
    const { onChange } = renderQuestion(question);
    const input = screen.getByRole('textbox', { name: 'Add your own answer' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(251));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a new answer of at most 250 characters');
    await userEvent.clear(input);
    await userEvent.type(input, 'online COURSES');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an answer that is not in the list yet');
    expect(onChange).not.toHaveBeenCalled();
  });
});
