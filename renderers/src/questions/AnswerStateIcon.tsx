import type { AnswerState, GroupState } from '@oncourse/engine';

import { QUESTION_STRINGS } from './strings.ts';
import questionStyles from './question.module.css';

interface AnswerStateIconProps {
  state: AnswerState | GroupState;
  /** The state in words for screen readers; English when the caller passes none. */
  label?: string;
}

/** Default words per state; callers with a catalogue pass `label`. */
export const STATE_KEYS = {
  untouched: 'questions.state.untouched',
  none: 'questions.state.none',
  savelater: 'questions.state.savelater',
  complete: 'questions.state.complete',
} as const;

/**
 * The saved-in-process or complete mark of a question or group (docs/reviews.md#behaviour); untouched and
 * incomplete groups show an empty ring so the row keeps its shape. Colour is never the only cue:
 * each state has its own shape and a text alternative.
 */
export function AnswerStateIcon({ state, label }: AnswerStateIconProps) {
  const text = label ?? QUESTION_STRINGS[STATE_KEYS[state]];
  return (
    <span className={questionStyles.stateIcon} data-state={state} role="img" aria-label={text} title={text}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" className={questionStyles.stateRing} />
        {state === 'complete' && (
          <polyline points="5.8 10.4 8.8 13.3 14.4 7.2" className={questionStyles.stateMark} />
        )}
        {state === 'savelater' && <path d="M10 5.5V10l3 2" className={questionStyles.stateMark} />}
      </svg>
    </span>
  );
}
