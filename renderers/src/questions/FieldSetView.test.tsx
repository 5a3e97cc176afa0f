import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, Question } from '@oncourse/engine';
// The Node entry of the fixtures is the one way to every question set; this test runs in Node.
// eslint-disable-next-line no-restricted-imports
import { loadQuestionSets } from '@oncourse/fixtures';
import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import { describe, expect, it, vi } from 'vitest';

import { FieldSetView } from './FieldSetView.tsx';
import { answerWith, makeContext, makeQuestion, options } from './testing.tsx';

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

describe('FieldSetView: preselected answer options', () => {
  const preselect = (list: Question['answers'], ...titles: string[]) =>
    list.map((option) => (titles.includes(option.title) ? { ...option, preselected: true } : option));
  const channels = makeQuestion({
    id: 11,
    title: 'Where do you share news?',
    uiType: 'MULTIPLECHOICE',
    fieldType: null,
    sortOrder: 1,
    answers: preselect(options('Website', 'Newsletter', 'Local press'), 'Website', 'Local press'),
  });
  const policy = makeQuestion({
    id: 12,
    title: 'Is there a policy?',
    uiType: 'CHOICE',
    fieldType: null,
    sortOrder: 2,
    answers: preselect(options('Yes', 'No'), 'No'),
  });
  const frequency = makeQuestion({
    id: 13,
    title: 'How often do you report?',
    uiType: 'DROPDOWNLIST',
    fieldType: null,
    sortOrder: 3,
    answers: preselect(options('Monthly', 'Once a year'), 'Once a year'),
  });
  const preselectedSet = {
    id: 43,
    title: 'Channels',
    sortOrder: 1,
    questions: [channels, policy, frequency],
  };

  function renderPreselected(answers: Record<string, Answer>, onChange = vi.fn()) {
    return render(
      <FieldSetView
        fieldSet={preselectedSet}
        answers={answers}
        errors={{}}
        context={makeContext()}
        onChange={onChange}
      />,
    );
  }

  it('shows the preselected options of untouched questions as chosen', () => {
    renderPreselected({});
    const checked = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;
    expect([checked('Website'), checked('Newsletter'), checked('Local press')]).toEqual([true, false, true]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: /How often do you report\?/ }).textContent).toContain(
      'Once a year',
    );
  });

  it('changes start from the preselection: unticking one keeps the other', async () => {
    const onChange = vi.fn();
    renderPreselected({}, onChange);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Website' }));
    expect(onChange).toHaveBeenLastCalledWith(11, expect.objectContaining({ value: [3] }));
  });

  it('shows what was saved instead, even an emptied selection', () => {
    renderPreselected({
      11: answerWith({ value: [], savelater: true }),
      12: answerWith({ value: 1, complete: true }),
    });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Website' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
  });
});

// The annual-data form as users get it: the fuels field set with the retired "heating oil or LPG"
// question (15014) beside heating oil (15049) and LPG (15050).
describe('FieldSetView, a retired question (annual data, heating oil or LPG)', () => {
  const annualData = loadQuestionSets().find(
    (file) => file.file === 'annual-data-facility.json',
  )!.questionSet;
  const fuels = annualData.sections
    .flatMap((section) => section.subsections.flatMap((subsection) => subsection.fieldSets))
    .find((candidate) => candidate.questions.some((question) => question.id === 15014))!;
  const catalogue = (strings: Record<string, string>) => (key: string, fallback?: string) =>
    strings[key] ?? fallback ?? key;

  function renderFuels(answers: Record<string, Answer>, text = catalogue(en), onChange = vi.fn()) {
    return render(
      <FieldSetView
        fieldSet={fuels}
        answers={answers}
        errors={{}}
        context={makeContext({ text })}
        onChange={onChange}
        onNotes={vi.fn()}
      />,
    );
  }

  it('is hidden when there is no saved answer to it', () => {
    renderFuels({});
    expect(screen.getByRole('textbox', { name: /Heating oil \(kerosene\) used/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Heating oil or LPG used/ })).toBeNull();
  });

  it('shows a saved answer read-only, says it counts as heating oil and asks for it again as heating oil or LPG', async () => {
    const onChange = vi.fn();
    renderFuels(
      { 15014: answerWith({ value: 1200, complete: true, unitMeasurementType: 'metric' }) },
      catalogue(en),
      onChange,
    );
    const retired = screen.getByRole('textbox', { name: /Heating oil or LPG used/ });
    expect((retired as HTMLInputElement).value).toMatch(/^1,?200$/);
    expect(retired.hasAttribute('readonly')).toBe(true);
    await userEvent.type(retired, '5');
    expect(onChange).not.toHaveBeenCalled();
    const frame = retired.closest('[data-question-id]') as HTMLElement;
    expect(within(frame).getByText(en['questions.retired.q15014']!)).toBeTruthy();
    expect(en['questions.retired.q15014']).toMatch(/heating oil \(kerosene\)/);
    expect(en['questions.retired.q15014']).toMatch(/LPG/);
    // No notes to add to a question no longer asked; the others keep their notes button.
    expect(within(frame).queryByRole('button', { name: /Notes/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Notes/ }).length).toBeGreaterThan(0);
  });

  it('says so in the reader’s language', () => {
    renderFuels({ 15014: answerWith({ value: 800, complete: true }) }, catalogue(de));
    expect(screen.getByText(de['questions.retired.q15014']!)).toBeTruthy();
  });
});
