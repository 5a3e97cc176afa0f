// Test data for the review screens, from the one set of fixtures (STYLE.md §10).
import { emptyAnswer, type Answer, type QuestionSet } from '@oncourse/engine';
import type { AnswerSet } from './loaders';

/** The active question ids of one field set of a set. */
export function fieldSetQuestionIds(set: QuestionSet, fieldSetId: number): number[] {
  for (const section of set.sections)
    for (const subsection of section.subsections)
      for (const fieldSet of subsection.fieldSets)
        if (fieldSet.id === fieldSetId) return fieldSet.questions.filter((q) => q.active).map((q) => q.id);
  throw new Error(`no field set ${fieldSetId}`);
}

export function completeAnswer(value: Answer['value'] = 'done'): Answer {
  return { ...emptyAnswer(), value, complete: true };
}

export function answerSet(
  set: QuestionSet,
  answers: Record<string, Answer>,
  extra: Partial<AnswerSet> = {},
): AnswerSet {
  return {
    id: 900 + set.id,
    questionSetId: set.id,
    organisationId: 11,
    year: null,
    complete: false,
    answers,
    version: 3,
    prefilled: false,
    prefilledQuestionIds: [],
    ...extra,
  };
}
