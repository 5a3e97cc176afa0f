import type { AnswerMap } from './group-state.ts';
import { answerableQuestionKeys, type Scope } from './scope.ts';

/**
 * Percent complete: complete answers over the distinct active questions of the scope,
 * rounded to an integer; an empty scope is 0 (docs/reviews.md#behaviour). A scope with an open question
 * never shows 100 ("section complete") even when 199 of 200 would round up.
 */
export function progress(scope: Scope, answers: AnswerMap): number {
  const keys = answerableQuestionKeys(scope);
  if (keys.length === 0) return 0;
  let complete = 0;
  for (const key of keys) {
    if (answers[key]?.complete === true) complete++;
  }
  if (complete === keys.length) return 100;
  return Math.min(99, Math.round((complete * 100) / keys.length));
}

/**
 * Answers saved for later (not complete) among the scope's distinct active questions: work done
 * that the percentage, which counts completed answers only, does not show.
 */
export function savedForLater(scope: Scope, answers: AnswerMap): number {
  let later = 0;
  for (const key of answerableQuestionKeys(scope)) {
    const answer = answers[key];
    if (answer?.savelater === true && answer.complete !== true) later++;
  }
  return later;
}
