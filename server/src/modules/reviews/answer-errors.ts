import type { ValidationError } from '@oncourse/engine';
import { FORM_ERROR_MESSAGE } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { AppError, type ErrorBody } from '../../core/errors.ts';

type Details = Schemas['AnswerErrors'] | Schemas['AnswersConflict'] | Schemas['ApplicationGaps'];

/** A failure in the catalogue shape whose `data.details` says more (updateAnswers' 422 and 409). */
export class DetailedError extends AppError {
  readonly details: Details;

  constructor(
    status: number,
    code: ErrorBody['data']['code'],
    message: string,
    field: string,
    details: Details,
  ) {
    super(status, code, message, field);
    this.details = details;
  }

  override toBody(): ErrorBody & { data: { details: Details } } {
    const body = super.toBody();
    return { ...body, data: { ...body.data, details: this.details } };
  }
}

/** 422 refusing a whole patch: the engine's first error of each question that has one. */
export function invalidAnswers(errors: readonly ValidationError[]): DetailedError {
  const first = new Map<number, Schemas['AnswerError']>();
  for (const error of errors) {
    const questionId = Number(error.field.split('.')[0]);
    if (first.has(questionId)) continue;
    first.set(questionId, {
      questionId,
      field: `answers.${error.field}`,
      code: error.code,
      number: error.number,
      message: error.message,
    });
  }
  return new DetailedError(422, 'UNPROCESSABLE_ENTITY', FORM_ERROR_MESSAGE, 'answers', {
    errors: [...first.values()],
  });
}

/** 409 after saving what did not conflict: the current answers of the questions that did. */
export function answersConflict(details: Schemas['AnswersConflict']): DetailedError {
  const count = details.conflicts.length;
  return new DetailedError(
    409,
    'DUPLICATED_VALUE',
    `Someone else changed ${count === 1 ? 'an answer' : `${count} answers`} you changed; choose which to keep`,
    'answers',
    details,
  );
}
