import { answerState } from './answer-state.ts';
import type { Answer, Question } from './model.ts';
import { isAnswerable } from './scope.ts';

export type GroupState = 'savelater' | 'complete' | 'none';

export type AnswerMap = Readonly<Record<string, Answer | undefined>>;

/**
 * A group is saved-in-process if any active question in it is, complete if all are,
 * otherwise none (docs/reviews.md#behaviour). Inactive and calculated questions are ignored.
 */
export function groupState(questions: readonly Question[], answers: AnswerMap): GroupState {
  let counted = 0;
  let complete = 0;
  for (const question of questions) {
    if (!question.active || !isAnswerable(question)) continue;
    counted++;
    const state = answerState(answers[question.id]);
    if (state === 'savelater') return 'savelater';
    if (state === 'complete') complete++;
  }
  return counted > 0 && complete === counted ? 'complete' : 'none';
}
