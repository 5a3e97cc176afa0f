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
 * The last result of one scope, question by question in `scopeQuestions` order: after one change
 * every other answer is the very object of the previous call, found by position without a lookup.
 */
interface ScopeResults {
  today: string;
  requireAnswers: boolean;
  unitSystem: UnitSystem | undefined;
  answers: (Answer | undefined)[];
  errors: (readonly ValidationError[])[];
}

/**
 * Remembers each answer's errors by object identity, so re-validating a whole scope after
 * one change only checks the changed answer. Only valid while answers are replaced, never
 * mutated in place (the app updates them immutably; the server builds fresh objects).
 */
export interface ValidationCache {
  readonly results: WeakMap<Answer, CachedResult>;
  readonly scopes: WeakMap<object, ScopeResults>;
}

/** A new, empty cache for `validateAnswers` (one per form or per answer set). */
export function createValidationCache(): ValidationCache {
  return { results: new WeakMap(), scopes: new WeakMap() };
}

export interface ScopeValidationContext extends ValidationContext {
  cache?: ValidationCache;
}

/**
 * What a scope's validation needs besides the answers, kept per scope (question sets are immutable
 * content): its questions, and for each the error an unanswered one gets when the scope is checked
 * before completing (null where that is no error), made the first time it is needed (a year opened
 * with most answers given needs few) and shared by every later call: read only.
 */
interface ScopePlan {
  questions: readonly Question[];
  questionIds: ReadonlySet<number>;
  missing: (ValidationError | null | undefined)[];
}

const plans = new WeakMap<object, ScopePlan>();

function scopePlan(scope: Scope): ScopePlan {
  let plan = plans.get(scope);
  if (!plan) {
    const questions = scopeQuestions(scope);
    plan = { questions, questionIds: new Set(questions.map((question) => question.id)), missing: new Array<ValidationError | null | undefined>(questions.length) };
    plans.set(scope, plan);
  }
  return plan;
}

/** The error of an unanswered question when answers are required, or null for an optional one. */
function missingError(plan: ScopePlan, index: number): ValidationError | null {
  let error = plan.missing[index];
  if (error === undefined) {
    const question = plan.questions[index]!;
    error =
      !question.optional && isAnswerable(question)
        ? Object.freeze(validationError(String(question.id), 'REQUIRED_FIELD_MISSING', MESSAGES.required))
        : null;
    plan.missing[index] = error;
  }
  return error;
}

function scopeResults(
  cache: ValidationCache,
  scope: Scope,
  context: ScopeValidationContext,
  requireAnswers: boolean,
): ScopeResults {
  const last = cache.scopes.get(scope);
  if (
    last &&
    last.today === context.today &&
    last.requireAnswers === requireAnswers &&
    last.unitSystem === context.unitSystem
  ) {
    return last;
  }
  const fresh: ScopeResults = {
    today: context.today,
    requireAnswers,
    unitSystem: context.unitSystem,
    answers: [],
    errors: [],
  };
  cache.scopes.set(scope, fresh);
  return fresh;
}

function validateCached(
  question: Question,
  answer: Answer,
  context: ScopeValidationContext,
  requireAnswers: boolean,
  cache: ValidationCache,
): readonly ValidationError[] {
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
 * required questions are reported too. Used by the server on every save and by the app before
 * completing a section. Errors may be shared between calls: read them, never change them.
 */
export function validateAnswers(
  scope: Scope,
  answers: AnswerMap,
  context: ScopeValidationContext,
): ValidationError[] {
  const out: ValidationError[] = [];
  const { cache } = context;
  const requireAnswers = context.requireAnswers === true;
  const plan = scopePlan(scope);
  const { questions } = plan;
  const last = cache ? scopeResults(cache, scope, context, requireAnswers) : null;
  for (let index = 0; index < questions.length; index++) {
    const question = questions[index]!;
    const answer = answers[question.id];
    if (!answer) {
      if (requireAnswers) {
        const error = missingError(plan, index);
        if (error) out.push(error);
      }
      continue;
    }
    let errors: readonly ValidationError[];
    if (!cache || !last) {
      errors = validateAnswer(question, answer, context);
    } else if (last.answers[index] === answer) {
      errors = last.errors[index]!;
    } else {
      errors = validateCached(question, answer, context, requireAnswers, cache);
      last.answers[index] = answer;
      last.errors[index] = errors;
    }
    for (let at = 0; at < errors.length; at++) out.push(errors[at]!);
  }
  // Shares of one whole are checked together: each alone may be fine while they add up to more or less.
  for (const error of shareGroupErrors(plan.questionIds, answers)) out.push(error);
  return out;
}
