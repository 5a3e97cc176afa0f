import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer } from '@oncourse/engine';
import { describe, expect, it, vi } from 'vitest';

import { FieldSetView } from './FieldSetView.tsx';
import { answerWith, makeContext, makeQuestion } from './testing.tsx';

const questions = [
  makeQuestion({ id: 1, title: 'Second', sortOrder: 2 }),
  makeQuestion({ id: 2, title: 'First', sortOrder: 1 }),
  makeQuestion({ id: 3, title: 'Retired', sortOrder: 3, active: false }),
];
const fieldSet = { id: 42, title: 'Policy', sortOrder: 1, questions };

function renderFieldSet(answers: Record<string, Answer>, onChange = vi.fn()) {
  return render(
    <FieldSetView
      fieldSet={fieldSet}
      answers={answers}
      errors={{}}
      context={makeContext()}
      onChange={onChange}
    />,
  );
}

describe('FieldSetView', () => {
  it('is a titled region a hash link reaches, with its active questions in sort order', () => {
    const { container } = renderFieldSet({});
    const region = screen.getByRole('region', { name: /Policy/ });
    expect(container.querySelector('#fieldset-42')).toBe(region);
    expect(
      within(region)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id')),
    ).toEqual(['question-2', 'question-1']);
    expect(screen.queryByText('Retired')).toBeNull();
  });

  it('shows the group state: saved in process if any is, complete if all are', () => {
    const { rerender } = renderFieldSet({ 1: answerWith({ value: 'a', complete: true }) });
    const heading = () => screen.getByRole('heading', { name: /Policy/ });
    expect(within(heading()).getByRole('img').getAttribute('aria-label')).toBe('Not complete yet');
    const all = {
      1: answerWith({ value: 'a', complete: true }),
      2: answerWith({ value: 'b', complete: true }),
    };
    rerender(
      <FieldSetView
        fieldSet={fieldSet}
        answers={all}
        errors={{}}
        context={makeContext()}
        onChange={vi.fn()}
      />,
    );
    expect(within(heading()).getByRole('img').getAttribute('aria-label')).toBe('Complete');
    const partly = { ...all, 2: answerWith({ value: 'b', savelater: true }) };
    rerender(
      <FieldSetView
        fieldSet={fieldSet}
        answers={partly}
        errors={{}}
        context={makeContext()}
        onChange={vi.fn()}
      />,
    );
    expect(within(heading()).getByRole('img').getAttribute('aria-label')).toBe('Saved in process');
  });

  it('reports a change with the question id and a new answer, leaving the old one untouched', async () => {
    const onChange = vi.fn();
    const before = answerWith({ value: 'Old', complete: true });
    renderFieldSet({ 2: before }, onChange);
    await userEvent.type(screen.getByRole('textbox', { name: 'First' }), '!');
    expect(onChange).toHaveBeenCalledWith(2, { ...before, value: 'Old!' });
    expect(before.value).toBe('Old');
  });
});
