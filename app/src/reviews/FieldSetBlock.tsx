import { answerShape } from '@oncourse/engine';
import type { Answer, FieldSet, Question } from '@oncourse/engine';
import { FieldSetView, type QuestionContext } from '@oncourse/renderers/questions';
import { memo, useMemo } from 'react';
import type { AnswerStore } from './answer-store';
import type { AnswerHistory, LastChange } from './answer-history';
import { useAnswerSlice, useErrorSlice, useHistorySlice } from './useAnswers';

/** The section's answer history and how a change reads under its question. */
export interface HistoryLines {
  history: AnswerHistory;
  /** Null when there is nothing to say (an answer left empty). */
  describe: (question: Question, change: LastChange) => string | null;
}

interface FieldSetBlockProps {
  fieldSet: FieldSet;
  store: AnswerStore;
  context: QuestionContext;
  onChange: (questionId: number, answer: Answer) => void;
  onNotes: (questionId: number) => void;
  history?: HistoryLines | undefined;
  /** Questions whose answers wait to be sent, and what their line says meanwhile (docs/offline.md#the-outbox). */
  waiting?: { ids: ReadonlySet<string>; line: string } | undefined;
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
  history,
  waiting,
}: FieldSetBlockProps) {
  // Retired questions too: one still holding a saved answer is shown, read-only (engine `shownQuestions`).
  const ids = useMemo(() => fieldSet.questions.map((question) => String(question.id)), [fieldSet]);
  const calculates = useMemo(
    () => fieldSet.questions.some((question) => answerShape(question) === 'calculated'),
    [fieldSet],
  );
  const answers = useAnswerSlice(store, calculates ? null : ids);
  const errors = useErrorSlice(store, ids);
  // Changes only when a save or the history's load touches this field set, never while typing.
  const changes = useHistorySlice(history?.history, ids);
  const describe = history?.describe;
  const lines = useMemo(() => {
    const result: Record<string, string> = {};
    for (const question of fieldSet.questions) {
      if (waiting?.ids.has(String(question.id))) {
        result[question.id] = waiting.line;
        continue;
      }
      if (!describe) continue;
      const change = changes[question.id];
      const line = change ? describe(question, change) : null;
      if (line) result[question.id] = line;
    }
    return result;
  }, [changes, describe, fieldSet, waiting]);
  return (
    <FieldSetView
      fieldSet={fieldSet}
      answers={answers}
      errors={errors}
      context={context}
      onChange={onChange}
      onNotes={onNotes}
      history={lines}
    />
  );
});
