import type {
  Answer,
  AnswerOption,
  FieldSet,
  Note,
  Question,
  QuestionSet,
  Section,
  Subsection,
} from '@oncourse/engine';
import { progress, type AnswerMap } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { StoredAnswerContent } from '../../db/schema/index.ts';
import { contentOf } from './answer-columns.ts';
import type { AnswerChangeRow } from './history.repository.ts';
import type { QuestionSetContentRows, QuestionSetRow } from './question-sets.repository.ts';

type QuestionRow = QuestionSetContentRows['questions'][number];
type OptionRow = QuestionSetContentRows['options'][number];

const presentOption = (row: OptionRow): AnswerOption => ({
  id: row.id,
  title: row.title,
  active: row.active,
  sortOrder: row.sortOrder,
  facilityAddedAnswer: row.facilityAddedAnswer,
  preselected: row.preselected,
});

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** A set's rows → the engine's QuestionSet (docs/reviews.md#what-is-stored), every list in display order. */
export function presentQuestionSet(row: QuestionSetRow, content: QuestionSetContentRows): QuestionSet {
  const optionsByQuestion = groupBy(content.options, (option) => option.questionId);
  const children = groupBy(
    content.questions.filter((question) => question.parentQuestionId !== null),
    (question) => `${question.parentRelation}:${question.parentQuestionId}`,
  );
  const presentQuestion = (question: QuestionRow): Question => ({
    id: question.id,
    title: question.title,
    uiType: question.uiType,
    questionType: question.questionType,
    active: question.active,
    sortOrder: question.sortOrder,
    instructions: question.instructions,
    summary: question.summary,
    answers: (optionsByQuestion.get(question.id) ?? []).map(presentOption),
    rowQuestions: (children.get(`row:${question.id}`) ?? []).map(presentQuestion),
    nestedQuestions: (children.get(`nested:${question.id}`) ?? []).map(presentQuestion),
    nestedQuestionsId: question.nestedQuestionsId,
    unitType: question.unitType,
    optional: question.optional,
    fieldType: question.fieldType,
    requiredForCertification: question.requiredForCertification,
    allowAddMore: question.allowAddMore,
    isMultiple: question.isMultiple,
    verticalTableLayout: question.verticalTableLayout,
    placeholder: question.placeholder,
    guidance: question.guidance,
    guidanceTourGroups: question.guidanceTourGroups,
    guidanceOrgGroups: question.guidanceOrgGroups,
    notes: question.notes,
    calculation: question.calculation,
  });
  const questionsByFieldSet = groupBy(
    content.questions.filter((question) => question.fieldSetId !== null),
    (question) => question.fieldSetId,
  );
  const fieldSetsBySubsection = groupBy(content.fieldSets, (fieldSet) => fieldSet.subsectionId);
  const subsectionsBySection = groupBy(content.subsections, (subsection) => subsection.sectionId);
  const sections = content.sections.map((section): Section => ({
    id: section.id,
    title: section.title,
    slug: section.slug,
    description: section.description,
    colour: section.colour,
    iconId: section.iconId,
    active: section.active,
    sortOrder: section.sortOrder,
    subsections: (subsectionsBySection.get(section.id) ?? []).map((subsection): Subsection => ({
      id: subsection.id,
      title: subsection.title,
      sortOrder: subsection.sortOrder,
      fieldSets: (fieldSetsBySubsection.get(subsection.id) ?? []).map((fieldSet): FieldSet => ({
        id: fieldSet.id,
        title: fieldSet.title,
        sortOrder: fieldSet.sortOrder,
        questions: (questionsByFieldSet.get(fieldSet.id) ?? []).map(presentQuestion),
      })),
    })),
  }));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    reviewType: row.reviewType,
    organisationType: row.organisationType,
    language: row.language,
    sections,
  };
}

/** A question-set row → QuestionSetSummary. */
export const presentQuestionSetSummary = (row: QuestionSetRow): Schemas['QuestionSetSummary'] => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  reviewType: row.reviewType,
  organisationType: row.organisationType,
});

/** A stored note (the answer's newest first); dates as ISO strings whichever driver read them. */
export const presentNote = (row: {
  id: number;
  questionId: number;
  createdAt: Date | string;
  value: string;
}): Note => ({
  id: row.id,
  questionId: row.questionId,
  type: 'notes',
  createDate: new Date(row.createdAt).toISOString(),
  value: row.value,
});

export interface AnswerSetHeader {
  id: number;
  questionSetId: number;
  organisationId: number;
  year: number | null;
  complete: boolean;
  version: number;
}

/** An answer set with its answers and what the engine prefilled → VersionedAnswerSet. */
export const presentAnswerSet = (
  header: AnswerSetHeader,
  answers: Record<string, Answer>,
  prefilledQuestionIds: number[] = [],
): Schemas['VersionedAnswerSet'] => ({
  id: header.id,
  questionSetId: header.questionSetId,
  organisationId: header.organisationId,
  year: header.year,
  complete: header.complete,
  answers,
  version: header.version,
  prefilled: prefilledQuestionIds.length > 0,
  prefilledQuestionIds,
});

/** Answers as far as progress reads them: only whether each is complete. */
export type AnswerStates = Readonly<Record<string, Pick<Answer, 'complete'> | undefined>>;

/** Each active section of a set with the engine's progress over the answers, in display order. */
export function presentSectionProgress(
  set: QuestionSet,
  answers: AnswerStates,
): Schemas['SectionProgress'][] {
  return set.sections
    .filter((section) => section.active)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((section) => ({
      sectionId: section.id,
      slug: section.slug,
      title: section.title,
      // progress reads only `complete`, so the states stand in for whole answers.
      progress: progress(section, answers as AnswerMap),
    }));
}

/** Stored answer content (SQL column names) → the contract's AnswerContent. */
export const presentAnswerContent = (content: StoredAnswerContent): Schemas['AnswerContent'] =>
  contentOf(content) as Schemas['AnswerContent'];

/** A history row → AnswerChange; a deleted author is null, which the app shows as "a former member". */
export function presentAnswerChange(row: AnswerChangeRow): Schemas['AnswerChange'] {
  return {
    id: row.id,
    questionId: row.questionId,
    version: row.version,
    changedAt: row.changedAt.toISOString(),
    changedBy:
      row.authorId === null
        ? null
        : { id: row.authorId, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
    client: row.client,
    before: row.before ? presentAnswerContent(row.before) : null,
    after: presentAnswerContent(row.after),
  };
}
