import type { Answer, FieldSet } from '@oncourse/engine';
import { FieldSetView, type QuestionContext } from '@oncourse/renderers/questions';
import { memo, useMemo } from 'react';
import type { AnswerStore } from './answer-store';
import { useAnswerSlice, useErrorSlice } from './useAnswers';

interface FieldSetBlockProps {
  fieldSet: FieldSet;
  store: AnswerStore;
  context: QuestionContext;
  onChange: (questionId: number, answer: Answer) => void;
  onNotes: (questionId: number) => void;
}

/**
 * One field set, subscribed to its own questions only: typing elsewhere does not re-render it.
 * A field set with a calculation follows every answer, since its result may use any of them.
 */
export const FieldSetBlock = memo(function FieldSetBlock({
  fieldSet,
  store,
  context,
  onChange,
  onNotes,
}: FieldSetBlockProps) {
  // Retired questions too: one still holding a saved answer is shown, read-only (engine `shownQuestions`).
  const ids = useMemo(() => fieldSet.questions.map((question) => String(question.id)), [fieldSet]);
  const calculates = useMemo(
    () => fieldSet.questions.some((question) => question.uiType === 'CALCULATING'),
    [fieldSet],
  );
  const answers = useAnswerSlice(store, calculates ? null : ids);
  const errors = useErrorSlice(store, ids);
  return (
    <FieldSetView
      fieldSet={fieldSet}
      answers={answers}
      errors={errors}
      context={context}
      onChange={onChange}
      onNotes={onNotes}
    />
  );
});
