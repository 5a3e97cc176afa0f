import { emptyAnswer, isGiven } from './answer-content.ts';
import type { AnswerMap } from './group-state.ts';
import type { Answer, AnswerValue, Question } from './model.ts';
import { sortBySortOrder } from './ordering.ts';
import { isAnswerable } from './scope.ts';
import { isChoiceQuestion, isMultipleChoice, nestedQuestionsVisible } from './validate-answer.ts';

/**
 * The value a choice question starts from: its active preselected options (docs/reviews.md#what-is-stored answer
 * option `preselected`), all of them for the multiple-choice kinds, the first by sort order for
 * the single-choice kinds; null when it has none (or is no choice question).
 */
export function preselectedValue(question: Question): AnswerValue {
  if (!question.active || !isChoiceQuestion(question) || !isAnswerable(question)) return null;
  const ids = sortBySortOrder(question.answers)
    .filter((option) => option.active && option.preselected)
    .map((option) => option.id);
  if (ids.length === 0) return null;
  return isMultipleChoice(question) ? ids : ids[0]!;
}

const UNTOUCHED: Answer = Object.freeze(emptyAnswer()) as Answer;
// Question sets are immutable content: one starting answer per question object, so a renderer
// memoised on the answer's identity does not re-render an untouched question.
const startingIndex = new WeakMap<Question, Answer>();

/**
 * The answer a question shows when nothing was saved for it: untouched (neither complete nor
 * saved for later), holding its preselected options and those of its visible nested choice
 * questions, so the user sees them ticked and the first save stores them. The same frozen
 * object for every call with the same question.
 */
export function startingAnswer(question: Question): Answer {
  const cached = startingIndex.get(question);
  if (cached) return cached;
  const value = preselectedValue(question);
  const nestedValues: Record<string, AnswerValue> = {};
  if (nestedQuestionsVisible(question, value)) {
    for (const nested of question.nestedQuestions) {
      const preselected = preselectedValue(nested);
      if (preselected !== null) nestedValues[nested.id] = preselected;
    }
  }
  const answer =
    value === null && Object.keys(nestedValues).length === 0
      ? UNTOUCHED
      : (Object.freeze({ ...emptyAnswer(), value, nestedValues }) as Answer);
  startingIndex.set(question, answer);
  return answer;
}

/**
 * The starting answers of the questions whose answer nobody gave yet and that do preselect
 * something, by question id. "Nobody gave yet": no answer at all, or one neither complete nor
 * saved for later that holds nothing (notes alone; they are kept). A value from last year's
 * prefill or one the user saved (an emptied selection is saved for later, see
 * `preselectedValue`'s callers) is never replaced.
 */
export function preselectedAnswers(
  questions: Iterable<Question>,
  answers: AnswerMap,
): Record<string, Answer> {
  const starting: Record<string, Answer> = {};
  for (const question of questions) {
    const given = answers[question.id];
    if (isGiven(given)) continue;
    const answer = startingAnswer(question);
    if (answer === UNTOUCHED) continue;
    starting[question.id] = given && given.notes.length > 0 ? { ...answer, notes: given.notes } : answer;
  }
  return starting;
}
