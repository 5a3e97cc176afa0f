import { useCallback, useMemo, useState } from 'react';
import { emptyAnswer, validateAnswer } from '@oncourse/engine';
import type { Answer, Question, UnitSystem } from '@oncourse/engine';
import { QuestionField } from '@oncourse/renderers';
import type { QuestionContext } from '@oncourse/renderers';

import { catalogues } from '../fixtures.ts';
import { ThemeFrame } from '../theme.tsx';
import type { Theme } from '../theme.tsx';

export type StoryState = 'untouched' | 'savelater' | 'complete' | 'errors';

export interface QuestionStoryProps {
  question: Question;
  /** What a person would have entered; the state decides how it was saved. */
  filled: Answer;
  /** The other answers a calculation reads. */
  inputs?: Record<string, Answer>;
  state: StoryState;
  unitSystem: UnitSystem;
  theme: Theme;
  language: string;
}

const TODAY = '2025-06-15';

/** The answer a story starts from in each state; "errors" is an empty answer saved as complete. */
function startingAnswer(filled: Answer, state: StoryState): Answer {
  switch (state) {
    case 'untouched':
      return emptyAnswer();
    case 'savelater':
      return { ...filled, savelater: true, complete: false };
    case 'complete':
      return { ...filled, complete: true, savelater: false };
    case 'errors':
      return { ...emptyAnswer(), complete: true };
  }
}

/**
 * One question as a review shows it, editable, with the engine's validation of its answer as a
 * complete save would run it (so "errors" shows the real messages).
 */
export function QuestionStory({
  question,
  filled,
  inputs,
  state,
  unitSystem,
  theme,
  language,
}: QuestionStoryProps) {
  const [answer, setAnswer] = useState(() => startingAnswer(filled, state));
  const onChange = useCallback((_id: number, next: Answer) => setAnswer(next), []);
  const catalogue = catalogues[language] ?? catalogues.en;
  const context = useMemo<QuestionContext>(
    () => ({
      unitSystem,
      country: 'GB',
      today: TODAY,
      text: (key, fallback) => catalogue?.[key] ?? fallback ?? key,
    }),
    [unitSystem, catalogue],
  );
  const errors = state === 'errors' ? validateAnswer(question, answer, { today: TODAY }) : [];
  const answers = useMemo(() => ({ ...inputs, [question.id]: answer }), [inputs, question.id, answer]);
  return (
    <ThemeFrame theme={theme}>
      <QuestionField
        question={question}
        answer={answer}
        errors={errors}
        context={context}
        answers={answers}
        onChange={onChange}
        onNotes={() => undefined}
      />
    </ThemeFrame>
  );
}
