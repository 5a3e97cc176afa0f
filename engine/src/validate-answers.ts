import { MESSAGES, validationError } from './errors.ts';
import type { AnswerMap } from './group-state.ts';
import type { Answer, Question, UnitSystem, ValidationError } from './model.ts';
import { isAnswerable, scopeQuestions, type Scope } from './scope.ts';
import { shareGroupErrors } from './share-groups.ts';
import { validateAnswer, type ValidationContext } from './validate-answer.ts';

interface CachedResult {
  question: Question;
  today: string;
  requireAnswers: boolean;
  unitSystem: UnitSystem | undefined;
  errors: readonly ValidationError[];
}

/**
 * Remembers each answer's errors by object identity, so re-validating a whole scope after
 * one change only checks the changed answer. Only valid while answers are replaced, never
 * mutated in place (the app updates them immutably; the server builds fresh objects).
 */
export interface ValidationCache {
  readonly results: WeakMap<Answer, CachedResult>;
}

/** A new, empty cache for `validateAnswers` (one per form or per answer set). */
export function createValidationCache(): ValidationCache {
  return { results: new WeakMap() };
}

export interface ScopeValidationContext extends ValidationContext {
  cache?: ValidationCache;
}

function validateCached(
  question: Question,
  answer: Answer,
  context: ScopeValidationContext,
  cache: ValidationCache,
): readonly ValidationError[] {
  const requireAnswers = context.requireAnswers === true;
  const hit = cache.results.get(answer);
  if (
    hit &&
    hit.question === question &&
    hit.today === context.today &&
    hit.requireAnswers === requireAnswers &&
    hit.unitSystem === context.unitSystem
  ) {
    return hit.errors;
  }
  const errors = validateAnswer(question, answer, context);
  cache.results.set(answer, {
    question,
    today: context.today,
    requireAnswers,
    unitSystem: context.unitSystem,
    errors,
  });
  return errors;
}

/**
 * Validates every active question of a scope with `validateAnswer` (docs/reviews.md#input-rules), and
 * shares that split one whole together (`shareGroupErrors`); with `requireAnswers`, unanswered
 * required questions are reported too. Used by the server on
 * every save and by the app before completing a section.
 */
export function validateAnswers(
  scope: Scope,
  answers: AnswerMap,
  context: ScopeValidationContext,
): ValidationError[] {
  const out: ValidationError[] = [];
  const { cache } = context;
  const questions = scopeQuestions(scope);
  for (const question of questions) {
    const answer = answers[question.id];
    if (!answer) {
      if (context.requireAnswers === true && !question.optional && isAnswerable(question)) {
        out.push(validationError(String(question.id), 'REQUIRED_FIELD_MISSING', MESSAGES.required));
      }
      continue;
    }
    const errors = cache
      ? validateCached(question, answer, context, cache)
      : validateAnswer(question, answer, context);
    for (const error of errors) out.push(error);
  }
  // Shares of one whole are checked together: each alone may be fine while they add up to more or less.
  out.push(...shareGroupErrors(new Set(questions.map((question) => question.id)), answers));
  return out;
}
