import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { answerWith, descriptionOf, makeContext, makeQuestion, renderQuestion } from './testing.tsx';

describe('TEXTINPUTS', () => {
  it('reports text as typed, labelled by the question title', async () => {
    const { last } = renderQuestion(
      makeQuestion({ title: 'Name of the head greenkeeper', fieldType: 'text' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of the head greenkeeper' }), 'Ann');
    expect(last()).toMatchObject({ value: 'Ann', complete: false, savelater: false });
  });

  it('stores an emptied text as no value', async () => {
    const { last } = renderQuestion(makeQuestion({ fieldType: 'textarea' }), {
      answer: answerWith({ value: 'x' }),
    });
    await userEvent.clear(screen.getByRole('textbox'));
    expect(last().value).toBeNull();
  });

  it('shows the unit of the organisation and records the system with the figure', async () => {
    const question = makeQuestion({ title: 'Total area', fieldType: 'number', unitType: 'area' });
    const { last } = renderQuestion(question, { context: makeContext({ unitSystem: 'british imperial' }) });
    const input = screen.getByRole('textbox', { name: 'Total area' });
    expect(descriptionOf(input)).toBe('ac');
    await userEvent.type(input, '12.5');
    expect(last()).toMatchObject({ value: 12.5, unitMeasurementType: 'british imperial' });
  });

  it('keeps the unit a stored figure was entered in', () => {
    const question = makeQuestion({ fieldType: 'number', unitType: 'volume' });
    renderQuestion(question, {
      answer: answerWith({ value: 3, unitMeasurementType: 'united states customary' }),
      context: makeContext({ unitSystem: 'metric' }),
    });
    expect(screen.getByText('US gal')).toBeTruthy();
  });

  it('writes money with the currency symbol of the reader’s locale, never as an English word', () => {
    const question = makeQuestion({ title: 'Treibstoffkosten', fieldType: 'number', unitType: 'currency' });
    renderQuestion(question, { context: makeContext({ unitSystem: 'british imperial', locale: 'de-DE' }) });
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Treibstoffkosten' }))).toBe('£');
    expect(screen.queryByText('pound')).toBeNull();
  });

  it('asks a UK facility on metric units for its money in pounds, not euros', () => {
    const question = makeQuestion({ title: 'Fuel costs', fieldType: 'number', unitType: 'currency' });
    renderQuestion(question, {
      context: makeContext({ unitSystem: 'metric', country: 'GB', locale: 'en-GB' }),
    });
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Fuel costs' }))).toBe('£');
  });

  it('blocks the arrow keys, ignores the wheel, and keeps a typed minus saying why', async () => {
    const { onChange, last } = renderQuestion(makeQuestion({ fieldType: 'number' }), {
      answer: answerWith({ value: 5 }),
    });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{PageUp}');
    fireEvent.wheel(input, { deltaY: -100 });
    expect(input.value).toBe('5');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Home}-');
    expect(input.value).toBe('-5');
    expect(last().value).toBe(-5);
    expect(descriptionOf(input)).toBe('Enter a number of 0 or more: amounts can’t be negative');
  });

  it('shows % after a percentage', () => {
    renderQuestion(makeQuestion({ title: 'Share recycled', fieldType: 'percentage' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Share recycled' }))).toBe('%');
  });

  it('keeps text that is not a number so validation can say so', () => {
    const { last } = renderQuestion(makeQuestion({ fieldType: 'number' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1e3' } });
    expect(last().value).toBe('1e3');
  });

  it('takes a count (rounds played) as a whole number, and says so when a decimal is typed', async () => {
    renderQuestion(makeQuestion({ id: 15038, title: 'Rounds played', fieldType: 'number' }));
    const rounds = screen.getByRole('textbox', { name: 'Rounds played' });
    expect(rounds.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(rounds, '18500.5');
    await userEvent.tab();
    expect(await screen.findByText(/Enter a whole number/)).toBeTruthy();
  });

  it('offers dates up to today only, stored as yyyy-MM-dd', () => {
    const { last, container } = renderQuestion(makeQuestion({ title: 'Policy adopted', fieldType: 'date' }));
    const input = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(input.max).toBe('2025-06-15');
    expect(screen.getByLabelText('Policy adopted')).toBe(input);
    fireEvent.change(input, { target: { value: '2024-02-29' } });
    expect(last().value).toBe('2024-02-29');
  });

  it('uses e-mail and web address inputs', () => {
    const { unmount } = renderQuestion(makeQuestion({ fieldType: 'email' }));
    expect(screen.getByRole<HTMLInputElement>('textbox').type).toBe('email');
    unmount();
    renderQuestion(makeQuestion({ fieldType: 'url' }));
    expect(screen.getByRole<HTMLInputElement>('textbox').type).toBe('url');
  });

  it('links and announces its errors in the catalogue language', () => {
    const context = makeContext({
      text: (key, fallback) => (key === 'questions.error.required' ? 'bitte ausfüllen' : (fallback ?? key)),
    });
    renderQuestion(makeQuestion({ title: 'Course name' }), {
      context,
      errors: [
        { field: '100', code: 'REQUIRED_FIELD_MISSING', number: 101, message: 'Complete this answer' },
      ],
    });
    const input = screen.getByRole('textbox', { name: 'Course name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('bitte ausfüllen');
    expect(screen.getByRole('alert').textContent).toBe('bitte ausfüllen');
  });
});
