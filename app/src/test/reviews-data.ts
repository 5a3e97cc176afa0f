// Test data for the review screens, from the one set of fixtures (docs/engineering.md#one-set-of-fixtures).
import { emptyAnswer, type Answer, type QuestionSet } from '@oncourse/engine';
import { ok } from './fake-api';
import { shellHandlers, summary } from './session';
import type { AnswerSet } from '../reviews/load-reviews';

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

/**
 * What every annual-data page of Green Hills (organisation 11, a metric facility in GB) asks for
 * before its answers: the shell, the review links, the annual-data set and the reference data.
 */
export function annualSetHandlers(annual: QuestionSet) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/reviews/links/organisation/11': () =>
      ok({
        bestPractices: [],
        annualData: { id: annual.id, slug: annual.slug, title: annual.title, sections: [] },
      }),
    [`GET /api/reviews/questions/${annual.id}/organisation/11`]: () => ok(annual),
    'GET /api/reviews/questions/reference-data': () =>
      ok({
        questionSets: [],
        measurementUnit: 'metric',
        countryCode: 'GB',
        currency: 'GBP',
        organisationGroup: null,
        tournamentGroup: null,
        language: 'en',
      }),
  };
}
