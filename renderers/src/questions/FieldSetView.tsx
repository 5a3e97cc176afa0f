import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { groupState, shownQuestions, sortBySortOrder, startingAnswer } from '@oncourse/engine';
import type { Answer, FieldSet, ValidationError } from '@oncourse/engine';

import { AnswerStateIcon, STATE_KEYS } from './AnswerStateIcon.tsx';
import { QuestionField } from './QuestionField.tsx';
import { say } from './strings.ts';
import type { QuestionContext, QuestionRendererProps } from './types.ts';
import themeStyles from '../form-theme/theme.module.css';
import questionStyles from './question.module.css';

export interface FieldSetViewProps {
  fieldSet: FieldSet;
  /** The answer set's answers, keyed by question id. */
  answers: Record<string, Answer>;
  /** Validation errors keyed by question id. */
  errors: Record<string, ValidationError[]>;
  context: QuestionContext;
  onChange: QuestionRendererProps['onChange'];
  onNotes?: (questionId: number) => void;
  /** The line under each question saying who last changed it (`QuestionField`'s `history`), by question id. */
  history?: Readonly<Record<string, string>>;
  /** Level of the field set's title in the page's outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

// Shared stand-ins keep untouched questions memoised: a fresh object per render would re-render them
// (the engine's `startingAnswer` is one object per question, its preselected options chosen).
const NO_ERRORS: ValidationError[] = [];

/**
 * A field set: its title with the group state (engine `groupState`), then every active question
 * in sort order, and any retired one that still holds a saved answer, read-only. The id `fieldset-<id>` lets a page link straight to it.
 */
export function FieldSetView({
  fieldSet,
  answers,
  errors,
  context,
  onChange,
  onNotes,
  history,
  headingLevel = 3,
}: FieldSetViewProps) {
  // Active questions, and a retired one only while it holds a saved answer (shown read-only).
  const questions = useMemo(
    () => sortBySortOrder(shownQuestions(fieldSet.questions, answers)),
    [fieldSet, answers],
  );
  // The questions get callbacks that never change, calling the latest ones given: an inline
  // arrow from the page must not re-render 200 memoised questions on every keystroke.
  const latest = useRef({ onChange, onNotes });
  useLayoutEffect(() => {
    latest.current = { onChange, onNotes };
  });
  const change = useCallback<FieldSetViewProps['onChange']>(
    (id, answer) => latest.current.onChange(id, answer),
    [],
  );
  const openNotes = useCallback((id: number) => latest.current.onNotes?.(id), []);
  const hasNotes = onNotes !== undefined;
  const state = groupState(questions, answers);
  const titleId = `fieldset-${fieldSet.id}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={`fieldset-${fieldSet.id}`}
      className={`${themeStyles.root} ${questionStyles.fieldsetView}`}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={questionStyles.fieldsetTitle}>
        <AnswerStateIcon state={state} label={say(context.text, STATE_KEYS[state])} />
        <span>{fieldSet.title}</span>
      </Heading>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={answers[question.id] ?? startingAnswer(question)}
          errors={errors[question.id] ?? NO_ERRORS}
          context={context}
          answers={answers}
          onChange={change}
          onNotes={hasNotes ? openNotes : undefined}
          history={history?.[question.id] ?? null}
        />
      ))}
    </section>
  );
}
