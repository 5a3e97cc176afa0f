import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
