import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prefill, sameAnswer, validateAnswer, type AnswerValue } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';

import { answerWith, makeQuestion, options, renderQuestion } from './testing.tsx';

const LIST = options('Yes', 'Other (please specify)', 'In progress', 'No');

describe('CHOICE', () => {
  it('CHOICE: radio buttons in a row, operable with the keyboard', async () => {
    const question = makeQuestion({
      title: 'Written policy?',
      uiType: 'CHOICE',
      fieldType: null,
      answers: LIST,
    });
    const { last } = renderQuestion(question, { answer: answerWith({ value: 3 }) });
    expect(screen.getByRole('radiogroup', { name: 'Written policy?' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'In progress' }).checked).toBe(true);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(last().value).toBe(4);
  });

  it('stores what the engine accepts and shows every value the engine accepts as chosen', async () => {
    const question = makeQuestion({
      id: 7,
      title: 'Written policy?',
      uiType: 'CHOICE',
      fieldType: null,
      answers: LIST,
    });
    const { last, unmount } = renderQuestion(question);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    const given = { ...last(), complete: true };
    expect(validateAnswer(question, given, { today: '2025-06-15' })).toEqual([]);
    // Last year's radio answer prefilled this year is the same answer, not a change.
    const carried = prefill({}, { '7': given }).answers['7']!;
    expect(sameAnswer({ ...carried, complete: true }, given)).toBe(true);
    unmount();

    // Yes/no shapes another client might send: whatever the engine lets through must show.
    const candidates: AnswerValue[] = ['true', 'false', 'Yes', '1', 1];
    for (const value of candidates) {
      const answer = answerWith({ value, complete: true });
      if (validateAnswer(question, answer, { today: '2025-06-15' }).length > 0) continue;
      const view = renderQuestion(question, { answer });
      expect(
        screen.getAllByRole<HTMLInputElement>('radio').filter((radio) => radio.checked),
        `value ${JSON.stringify(value)} is accepted, so it must show`,
      ).toHaveLength(1);
      view.unmount();
    }
  });
});
