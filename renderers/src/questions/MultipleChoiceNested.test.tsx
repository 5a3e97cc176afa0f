import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, makeQuestion, options, renderQuestion } from './testing.tsx';

describe('MULTIPLECHOICE_NESTED', () => {
  const question = makeQuestion({
    id: 200,
    title: 'Which climate risks affect the facility?',
    uiType: 'MULTIPLECHOICE_NESTED',
    fieldType: null,
    answers: options('Drought', 'Coastal erosion', 'Other'),
    nestedQuestionsId: 2,
    nestedQuestions: [
      makeQuestion({ id: 201, title: 'How are you responding to coastal erosion?', fieldType: 'textarea' }),
    ],
  });

  it('shows the follow-up only while its option is chosen, and stores its value under nestedValues', async () => {
    const { last } = renderQuestion(question);
    expect(screen.queryByRole('textbox', { name: /responding/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Coastal erosion' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'How are you responding to coastal erosion?' }),
      'Dunes',
    );
    expect(last()).toMatchObject({ value: [2], nestedValues: { 201: 'Dunes' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Coastal erosion' }));
    expect(screen.queryByRole('textbox', { name: /responding/ })).toBeNull();
    expect(last().nestedValues).toEqual({ 201: 'Dunes' });
  });

  it('shows the follow-up right under the option that opened it, before the options after it', async () => {
    renderQuestion(question, { answer: answerWith({ value: [2] }) });
    const followUp = screen.getByRole('textbox', { name: 'How are you responding to coastal erosion?' });
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByRole('checkbox', { name: 'Coastal erosion' }), followUp)).toBe(true);
    expect(before(followUp, screen.getByRole('checkbox', { name: 'Other' }))).toBe(true);
  });

  it('shows a follow-up’s error beside the follow-up', () => {
    renderQuestion(question, {
      answer: answerWith({ value: [2] }),
      errors: [
        {
          field: '200.nested.201',
          code: 'REQUIRED_FIELD_MISSING',
          number: 101,
          message: 'Complete this answer',
        },
      ],
    });
    const nested = screen.getByRole('textbox', { name: 'How are you responding to coastal erosion?' });
    expect(nested.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen
        .getByRole('group', { name: 'Which climate risks affect the facility?' })
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
