import type { Answer, Question, ValidationError } from '@oncourse/engine';

import { errorMessage, say } from './strings.ts';
import type { QuestionContext } from './types.ts';

/**
 * An error of a question in words, saying which part it is about when the engine's field path
 * points below the question (a grid cell, an added answer, a note): "Row 2, Goal: Complete this answer".
 */
export function describeError(
  question: Question,
  answer: Answer,
  error: ValidationError,
  text: QuestionContext['text'],
  locale?: string,
): string {
  const message = errorMessage(text, error, locale);
  const [, part, index, column] = error.field.split('.');
  const number = Number(index) + 1;
  if (part === 'rows') {
    const title = question.rowQuestions.find((row) => String(row.id) === column)?.title ?? '';
    return say(text, 'questions.grid.cellError', { number, column: title, message });
  }
  if (part === 'facilityAddedAnswers') {
    const title = answer.facilityAddedAnswers[Number(index)]?.title ?? '';
    return say(text, 'questions.addMore.error', { title, message });
  }
  if (part === 'notes') return say(text, 'questions.notes.error', { number, message });
  return message;
}

/** The errors a question shows beside its title: all but those of its nested questions, which show their own. */
export function ownErrors(questionId: number, errors: readonly ValidationError[]): ValidationError[] {
  const nested = `${questionId}.nested.`;
  return errors.filter((error) => !error.field.startsWith(nested));
}

/** The errors of one nested question, re-based on its own id so its renderer reads them as its own. */
export function nestedErrors(
  questionId: number,
  nestedId: number,
  errors: readonly ValidationError[],
): ValidationError[] {
  const prefix = `${questionId}.nested.${nestedId}`;
  return errors
    .filter((error) => error.field === prefix || error.field.startsWith(`${prefix}.`))
    .map((error) => ({ ...error, field: String(nestedId) + error.field.slice(prefix.length) }));
}
