import { hasContent } from './answer-content.ts';
import type { Answer, Question } from './model.ts';
import { startingAnswer } from './preselection.ts';
import { validateAnswer } from './validate-answer.ts';

/**
 * The state Save and Come Back gives a changed answer (docs/reviews.md#behaviour): saved for later
 * when it holds something, else untouched. A question that preselects options is saved for later
 * whatever the person left in it, so an emptied selection is kept as chosen and not preselected
 * again (`preselectedAnswers`).
 */
export function answerForLater(question: Question | undefined, answer: Answer): Answer {
  const savelater = hasContent(answer) || (question !== undefined && hasContent(startingAnswer(question)));
  return answer.savelater === savelater && !answer.complete
    ? answer
    : { ...answer, complete: false, savelater };
}

/**
 * The state Save gives a changed answer (docs/reviews.md#behaviour): an answer that was complete
 * stays complete while it still answers its question in full, so correcting a figure of a
 * completed section keeps the section complete; anything else is saved as Save and Come Back
 * saves it (`answerForLater`). Emptying a required answer is no correction: it is saved for later
 * (or untouched), never refused.
 */
export function answerOnSave(
  question: Question | undefined,
  answer: Answer,
  context: { wasComplete: boolean; today: string },
): Answer {
  if (context.wasComplete && question) {
    const complete =
      answer.complete && !answer.savelater ? answer : { ...answer, complete: true, savelater: false };
    const missing = validateAnswer(question, complete, { today: context.today }).some(
      (error) => error.code === 'REQUIRED_FIELD_MISSING',
    );
    if (!missing) return complete;
  }
  return answerForLater(question, answer);
}
