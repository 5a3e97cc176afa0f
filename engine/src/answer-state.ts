import type { Answer } from './model.ts';

export type AnswerState = 'untouched' | 'savelater' | 'complete';

/** An answer is complete, saved for later, or untouched (docs/reviews.md#behaviour "Question answer states"). */
export function answerState(answer?: Pick<Answer, 'complete' | 'savelater'> | null): AnswerState {
  if (!answer) return 'untouched';
  if (answer.complete) return 'complete';
  if (answer.savelater) return 'savelater';
  return 'untouched';
}
