import { useCallback, useState } from 'react';
import { render } from '@testing-library/react';
import { emptyAnswer } from '@oncourse/engine';
import type { Answer, Question, ValidationError } from '@oncourse/engine';
import * as build from '@oncourse/engine/testing';
import { vi } from 'vitest';

import { QuestionField } from './QuestionField.tsx';
import type { QuestionContext } from './types.ts';

// jsdom has no CSS.escape, which react-aria's popovers call; enough of it for the names they escape.
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

/** The texts of a control's aria-describedby targets, joined: what a screen reader reads after the name. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

// jsdom does no layout; ProseMirror (the note editor) asks for rectangles to place the caret.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= emptyRect;
Element.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

/** A question every renderer test starts from; tests override what they are about. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return build.question({
    id: 100,
    title: 'How many holes does the course have?',
    sortOrder: 1,
    notes: false,
    ...overrides,
  });
}

/** Options for choice questions: ids from 1, in the order given. */
export function options(...titles: string[]): Question['answers'] {
  return titles.map((title, index) => build.option(title, { id: index + 1, sortOrder: index + 1 }));
}

export function makeContext(overrides: Partial<QuestionContext> = {}): QuestionContext {
  return {
    unitSystem: 'metric',
    country: 'GB',
    text: (key, fallback) => fallback ?? key,
    today: '2025-06-15',
    ...overrides,
  };
}

export const answerWith = build.answer;

/**
 * Renders one question through QuestionField with its answer held in state, as the app does:
 * each change becomes the next answer. `onChange` records what the renderer reported.
 */
export function renderQuestion(
  question: Question,
  {
    answer = emptyAnswer(),
    errors = [],
    context = makeContext(),
    answers,
  }: {
    answer?: Answer;
    errors?: ValidationError[];
    context?: QuestionContext;
    answers?: Record<string, Answer>;
  } = {},
) {
  const onChange = vi.fn<(questionId: number, answer: Answer) => void>();
  function Harness() {
    const [current, setCurrent] = useState(answer);
    const change = useCallback((id: number, next: Answer) => {
      onChange(id, next);
      setCurrent(next);
    }, []);
    return (
      <QuestionField
        question={question}
        answer={current}
        errors={errors}
        context={context}
        answers={answers ? { ...answers, [question.id]: current } : undefined}
        onChange={change}
      />
    );
  }
  const view = render(<Harness />);
  /** The answer the renderer reported last. */
  const last = (): Answer => {
    const call = onChange.mock.calls.at(-1);
    if (!call) throw new Error('onChange was not called');
    return call[1];
  };
  return { ...view, onChange, last };
}
