import type { AnswerMap } from './group-state.ts';
import { answerableQuestionIds, type Scope } from './scope.ts';

/**
 * Percent complete: complete answers over the distinct active questions of the scope,
 * rounded to an integer; an empty scope is 0 (docs/reviews.md#behaviour). A scope with an open question
 * never shows 100 ("section complete") even when 199 of 200 would round up.
 */
export function progress(scope: Scope, answers: AnswerMap): number {
  const ids = answerableQuestionIds(scope);
  if (ids.length === 0) return 0;
  let complete = 0;
  for (const id of ids) {
    if (answers[id]?.complete === true) complete++;
  }
  if (complete === ids.length) return 100;
  return Math.min(99, Math.round((complete * 100) / ids.length));
}

/**
 * Answers saved for later (not complete) among the scope's distinct active questions: work done
 * that the percentage, which counts completed answers only, does not show.
 */
export function savedForLater(scope: Scope, answers: AnswerMap): number {
  let later = 0;
  for (const id of answerableQuestionIds(scope)) {
    const answer = answers[id];
    if (answer?.savelater === true && answer.complete !== true) later++;
  }
  return later;
}
