import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';

import { FieldSetView } from './FieldSetView.tsx';
import { answerWith, makeContext, makeQuestion, renderQuestion } from './testing.tsx';

const litres = makeQuestion({ id: 1, title: 'Diesel used', fieldType: 'number', sortOrder: 1 });
const rounds = makeQuestion({ id: 2, title: 'Rounds played', fieldType: 'number', sortOrder: 2 });
const footprint = makeQuestion({
  id: 3,
  title: 'Diesel emissions per round',
  uiType: 'CALCULATING',
  questionType: 'CALCULATING',
  fieldType: 'number',
  sortOrder: 3,
  calculation: {
    expression: { op: '/', args: [{ op: '*', args: [{ answer: 1 }, 2.5] }, { answer: 2 }] },
    unit: 'kg CO2e',
    source: 'DESNZ 2024 conversion factors',
    decimals: 2,
  },
});

describe('CALCULATING', () => {
  it('shows the engine’s result with its unit and the source of its factors', () => {
    renderQuestion(footprint, { answers: { 1: answerWith({ value: 100 }), 2: answerWith({ value: 8 }) } });
    const output = screen.getByRole('status', { name: 'Diesel emissions per round' });
    expect(output.textContent).toBe('31.25 kg CO2e');
    expect(screen.getByText('Source: DESNZ 2024 conversion factors')).toBeTruthy();
  });

  it('shows no figure while what it divides by is not given, rather than a result of 0', () => {
    renderQuestion(footprint, { answers: { 1: answerWith({ value: 100 }) } });
    const output = screen.getByRole('status', { name: 'Diesel emissions per round' });
    expect(output.textContent).toBe('Not calculated yet');
    expect(screen.getByText('Calculated once the figures it needs are filled in.')).toBeTruthy();
    expect(screen.queryByText(/count as 0/)).toBeNull();
  });

  it('says when figures it needs are missing', () => {
    renderQuestion(footprint, { answers: { 2: answerWith({ value: 8 }) } });
    expect(screen.getByText(/filled in/)).toBeTruthy();
  });

  it('follows the inputs as they are typed, without ever reporting a change of its own', async () => {
    function Section() {
      const [answers, setAnswers] = useState<Record<string, Answer>>({ 2: answerWith({ value: 10 }) });
      return (
        <FieldSetView
          fieldSet={{ id: 9, title: 'Fuel', sortOrder: 1, questions: [litres, rounds, footprint] }}
          answers={answers}
          errors={{}}
          context={CONTEXT}
          onChange={(id, answer) => setAnswers((current) => ({ ...current, [id]: answer }))}
        />
      );
    }
    render(<Section />);
    const output = screen.getByRole('status', { name: 'Diesel emissions per round' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Diesel used' }), '4');
    expect(output.textContent).toBe('1 kg CO2e');
    await userEvent.type(screen.getByRole('textbox', { name: 'Diesel used' }), '0');
    expect(output.textContent).toBe('10 kg CO2e');
  });
});

const CONTEXT = makeContext();
