import type { FieldSet, Question, QuestionSet, Section, Subsection } from './model.ts';
import { sortBySortOrder } from './ordering.ts';
import { answerShape } from './ui-types.ts';

/** What progress and validation work over: a whole set, a section, a subsection or a field set. */
export type Scope = Pick<QuestionSet, 'sections'> | Section | Subsection | FieldSet;

// Question sets are immutable content, and the app asks for the same scope on every
// keystroke: index each scope object once and reuse it.
const questionIndex = new WeakMap<object, readonly Question[]>();

/**
 * The distinct (by id) active questions of a scope, in display order; inactive sections
 * are skipped when the scope is a whole set. Scopes are treated as immutable (cached).
 */
export function scopeQuestions(scope: Scope): readonly Question[] {
  const cached = questionIndex.get(scope);
  if (cached) return cached;
  const seen = new Set<number>();
  const questions: Question[] = [];
  const addFieldSet = (fieldSet: FieldSet): void => {
    for (const question of sortBySortOrder(fieldSet.questions)) {
      if (!question.active || seen.has(question.id)) continue;
      seen.add(question.id);
      questions.push(question);
    }
  };
  const addSubsection = (subsection: Subsection): void =>
    sortBySortOrder(subsection.fieldSets).forEach(addFieldSet);
  const addSection = (section: Section): void => sortBySortOrder(section.subsections).forEach(addSubsection);
  if ('sections' in scope) {
    sortBySortOrder(scope.sections)
      .filter((section) => section.active)
      .forEach(addSection);
  } else if ('subsections' in scope) {
    addSection(scope);
  } else if ('fieldSets' in scope) {
    addSubsection(scope);
  } else {
    addFieldSet(scope);
  }
  const frozen = Object.freeze(questions);
  questionIndex.set(scope, frozen);
  return frozen;
}

/**
 * Whether a user marks this question's answer complete. Calculated questions are derived
 * from other answers and never marked, so counting them would keep a section below 100 %.
 */
export function isAnswerable(question: Pick<Question, 'questionType' | 'uiType'>): boolean {
  return question.questionType !== 'CALCULATING' && answerShape(question) !== 'calculated';
}

const answerableIndex = new WeakMap<object, readonly number[]>();

/**
 * Ids of the scope's active, answerable questions; cached per scope. Numbers, not strings: answer
 * maps are keyed by question id, and V8 finds an integer key about twice as fast as its text.
 */
export function answerableQuestionIds(scope: Scope): readonly number[] {
  const cached = answerableIndex.get(scope);
  if (cached) return cached;
  const ids = Object.freeze(
    scopeQuestions(scope)
      .filter(isAnswerable)
      .map((question) => question.id),
  );
  answerableIndex.set(scope, ids);
  return ids;
}
