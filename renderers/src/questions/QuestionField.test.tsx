import { useCallback, useState } from 'react';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, Question } from '@oncourse/engine';
import { describe, expect, it, vi } from 'vitest';

import { FieldSetView } from './FieldSetView.tsx';
import { QuestionField } from './QuestionField.tsx';
import { answerWith, descriptionOf, makeContext, makeQuestion, renderQuestion } from './testing.tsx';
import type { QuestionRendererProps } from './types.ts';

// Every renderer is wrapped in a counter, so a test sees which questions rendered.
const renders = vi.hoisted(() => new Map<number, number>());
vi.mock('./registry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry.ts')>();
  const { createRegistry, resolve } = await import('@oncourse/engine');
  function Counting(props: QuestionRendererProps) {
    renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
    const Renderer: ComponentType<QuestionRendererProps> = resolve(actual.questionRegistry, props.question);
    return <Renderer {...props} />;
  }
  return { questionRegistry: createRegistry([{ tester: () => 1, renderer: Counting }], Counting) };
});

const CONTEXT = makeContext();

function numberQuestion(id: number): Question {
  return makeQuestion({ id, title: `Figure ${id}`, fieldType: 'number', sortOrder: id });
}

describe('QuestionField', () => {
  it('re-renders only the question typed in, in a 200-question section', async () => {
    const questions = Array.from({ length: 200 }, (_, index) => numberQuestion(index + 1));
    const total = makeQuestion({
      id: 500,
      title: 'Sum of the first two',
      uiType: 'CALCULATING',
      questionType: 'CALCULATING',
      fieldType: 'number',
      sortOrder: 500,
      calculation: { expression: { op: '+', args: [{ answer: 1 }, { answer: 2 }] } },
    });
    function Section() {
      const [answers, setAnswers] = useState<Record<string, Answer>>({});
      const onChange = useCallback(
        (id: number, answer: Answer) => setAnswers((current) => ({ ...current, [id]: answer })),
        [],
      );
      return (
        <FieldSetView
          fieldSet={{ id: 1, title: 'Figures', sortOrder: 1, questions: [...questions, total] }}
          answers={answers}
          errors={{}}
          // A page that rebuilds its context and passes an inline arrow must not cost a re-render each.
          context={{ ...CONTEXT }}
          onChange={onChange}
          onNotes={() => undefined}
        />
      );
    }
    render(<Section />);
    // By id: role queries over 200 fields are slow in jsdom, and the labelling is tested elsewhere.
    const field = (id: number) => document.getElementById(`question-${id}`)!;
    renders.clear();
    await userEvent.type(field(150), '7');
    expect(Object.fromEntries(renders)).toEqual({ 150: 1 });

    renders.clear();
    await userEvent.type(field(2), '3');
    // The calculation reads question 2, so it follows; nothing else moves.
    expect(Object.fromEntries(renders)).toEqual({ 2: 1, 500: 1 });
    expect(field(500).textContent).toBe('3');
  }, 20_000);

  it('shows the line the app gives under its question, and a new line re-renders that question only', () => {
    const questions = [numberQuestion(1), numberQuestion(2)];
    const view = (history: Record<string, string>) => (
      <FieldSetView
        fieldSet={{ id: 1, title: 'Figures', sortOrder: 1, questions }}
        answers={{}}
        errors={{}}
        context={CONTEXT}
        onChange={vi.fn()}
        history={history}
      />
    );
    const line = 'Changed by Alex Morgan on 3 March 2026, was 12,000';
    const { rerender } = render(view({ 1: line }));
    const first = document.querySelector('[data-question-id="1"]')!;
    expect(first.textContent).toContain(line);
    expect(document.querySelector('[data-question-id="2"]')!.textContent).not.toContain('Changed by');

    renders.clear();
    rerender(view({ 1: line, 2: 'Entered by Sam Lee on 4 March 2026' }));
    expect(Object.fromEntries(renders)).toEqual({ 2: 1 });
    expect(document.querySelector('[data-question-id="2"]')!.textContent).toContain('Entered by Sam Lee');
  });

  it('shows the answer state: untouched, saved in process, complete', () => {
    const question = makeQuestion({ title: 'Course name' });
    const { rerender } = render(
      <QuestionField
        question={question}
        answer={answerWith({})}
        errors={[]}
        context={CONTEXT}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Not answered yet' })).toBeTruthy();
    rerender(
      <QuestionField
        question={question}
        answer={answerWith({ value: 'x', savelater: true })}
        errors={[]}
        context={CONTEXT}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Saved in process' })).toBeTruthy();
    rerender(
      <QuestionField
        question={question}
        answer={answerWith({ value: 'x', complete: true })}
        errors={[]}
        context={CONTEXT}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Complete' })).toBeTruthy();
  });

  it('describes the control with the instructions and marks optional questions', () => {
    renderQuestion(
      makeQuestion({ title: 'Comments', optional: true, instructions: 'Anything we should know.' }),
    );
    const input = screen.getByRole('textbox', { name: 'Comments (optional)' });
    expect(descriptionOf(input)).toBe('Anything we should know.');
  });

  it('shows the guidance for the organisation’s country, else the default, plus its group’s', async () => {
    const question = makeQuestion({
      guidance: { default: 'Start with a one-page policy.', SE: 'Svenska Golfförbundet har en mall.' },
      guidanceOrgGroups: { 'members-club': 'Adopt it at a general meeting.' },
    });
    const { unmount } = renderQuestion(question, { context: makeContext({ country: 'SE' }) });
    await userEvent.click(screen.getByText('Guidance'));
    expect(screen.getByText('Svenska Golfförbundet har en mall.')).toBeTruthy();
    expect(screen.queryByText('Start with a one-page policy.')).toBeNull();
    unmount();
    renderQuestion(question, { context: makeContext({ country: 'FR', organisationGroup: 'members-club' }) });
    expect(screen.getByText('Start with a one-page policy.')).toBeTruthy();
    expect(screen.getByText('Adopt it at a general meeting.')).toBeTruthy();
  });

  it('offers notes with their count where the question takes notes', async () => {
    const onNotes = vi.fn();
    const note = {
      id: 1,
      questionId: 100,
      type: 'notes' as const,
      createDate: '2025-01-01',
      value: '<p>Hi</p>',
    };
    render(
      <QuestionField
        question={makeQuestion({ title: 'Course name', notes: true })}
        answer={answerWith({ notes: [note, { ...note, id: 2 }] })}
        errors={[]}
        context={CONTEXT}
        onChange={vi.fn()}
        onNotes={onNotes}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notes, 2, on “Course name”' }));
    expect(onNotes).toHaveBeenCalledWith(100);
  });

  it('has no notes button where the question takes none', () => {
    renderQuestion(makeQuestion({ notes: false }));
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
  });

  it("shows the context's hint for the answer being typed, and none when it has nothing to say", async () => {
    const hint = (_question: Question, answer: Answer) =>
      Number(answer.value) > 100 ? 'Please check this value' : null;
    renderQuestion(makeQuestion({ fieldType: 'number' }), { context: makeContext({ hint }) });
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '99');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(input, '9');
    expect(screen.getByRole('status').textContent).toBe('Please check this value');
  });
});
