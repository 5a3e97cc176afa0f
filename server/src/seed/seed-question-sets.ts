// Question sets: a set's content (sections → subsections → field sets → questions → options) is
// replaced only when its fixture file changed (SHA-256 of the file). Answers keep their rows:
// they reference questions by id without a foreign key.
import { createHash } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { QuestionSetFile } from '@oncourse/fixtures';
import type { Question, QuestionSet } from '@oncourse/engine';
import type { Executor } from '../db/client.ts';
import {
  answerOptions,
  questionFieldSets,
  questionSections,
  questionSets,
  questionSubsections,
  questions,
} from '../db/schema/index.ts';
import { inChunks } from './batch.ts';
import type { FixtureSource } from './fixture-source.ts';

type QuestionRow = typeof questions.$inferInsert;
type OptionRow = typeof answerOptions.$inferInsert;

interface FlatQuestionSet {
  sections: (typeof questionSections.$inferInsert)[];
  subsections: (typeof questionSubsections.$inferInsert)[];
  fieldSets: (typeof questionFieldSets.$inferInsert)[];
  /** Parents before their nested and row questions. */
  questions: QuestionRow[];
  options: OptionRow[];
}

/** Flattens the nested fixture into rows, one list per table. */
export function flattenQuestionSet(set: QuestionSet): FlatQuestionSet {
  const flat: FlatQuestionSet = { sections: [], subsections: [], fieldSets: [], questions: [], options: [] };
  const addQuestion = (
    question: Question,
    fieldSetId: number | null,
    parentQuestionId: number | null,
    parentRelation: 'nested' | 'row' | null,
  ) => {
    flat.questions.push({
      id: question.id,
      questionSetId: set.id,
      fieldSetId,
      parentQuestionId,
      parentRelation,
      title: question.title,
      uiType: question.uiType,
      questionType: question.questionType,
      active: question.active,
      sortOrder: question.sortOrder,
      instructions: question.instructions,
      summary: question.summary,
      nestedQuestionsId: question.nestedQuestionsId,
      unitType: question.unitType,
      optional: question.optional,
      fieldType: question.fieldType,
      requiredForCertification: question.requiredForCertification,
      allowAddMore: question.allowAddMore,
      isMultiple: question.isMultiple,
      verticalTableLayout: question.verticalTableLayout,
      placeholder: question.placeholder,
      guidance: question.guidance ?? {},
      guidanceTourGroups: question.guidanceTourGroups ?? {},
      guidanceOrgGroups: question.guidanceOrgGroups ?? {},
      notes: question.notes,
      calculation: question.calculation,
    });
    for (const option of question.answers ?? []) {
      flat.options.push({
        id: option.id,
        questionId: question.id,
        title: option.title,
        active: option.active,
        sortOrder: option.sortOrder,
        facilityAddedAnswer: option.facilityAddedAnswer,
        preselected: option.preselected,
      });
    }
    for (const nested of question.nestedQuestions ?? []) addQuestion(nested, null, question.id, 'nested');
    for (const row of question.rowQuestions ?? []) addQuestion(row, null, question.id, 'row');
  };
  for (const section of set.sections) {
    flat.sections.push({
      id: section.id,
      questionSetId: set.id,
      title: section.title,
      slug: section.slug,
      description: section.description,
      colour: section.colour,
      iconId: section.iconId,
      active: section.active,
      sortOrder: section.sortOrder,
    });
    for (const subsection of section.subsections) {
      flat.subsections.push({
        id: subsection.id,
        sectionId: section.id,
        title: subsection.title,
        sortOrder: subsection.sortOrder,
      });
      for (const fieldSet of subsection.fieldSets) {
        flat.fieldSets.push({
          id: fieldSet.id,
          subsectionId: subsection.id,
          title: fieldSet.title,
          sortOrder: fieldSet.sortOrder,
        });
        for (const question of fieldSet.questions) addQuestion(question, fieldSet.id, null, null);
      }
    }
  }
  return flat;
}

const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');

async function replaceContent(db: Executor, set: QuestionSet, flat: FlatQuestionSet): Promise<void> {
  // Remove this set's old content and any row whose id the fixture now uses (content moved between sets).
  const questionIds = flat.questions.map((row) => row.id);
  await db
    .delete(questions)
    .where(
      questionIds.length > 0
        ? or(eq(questions.questionSetId, set.id), inArray(questions.id, questionIds))
        : eq(questions.questionSetId, set.id),
    );
  const optionIds = flat.options.map((row) => row.id);
  if (optionIds.length > 0) await db.delete(answerOptions).where(inArray(answerOptions.id, optionIds));
  const sectionIds = flat.sections.map((row) => row.id);
  await db
    .delete(questionSections)
    .where(
      sectionIds.length > 0
        ? or(eq(questionSections.questionSetId, set.id), inArray(questionSections.id, sectionIds))
        : eq(questionSections.questionSetId, set.id),
    );
  const subsectionIds = flat.subsections.map((row) => row.id);
  if (subsectionIds.length > 0)
    await db.delete(questionSubsections).where(inArray(questionSubsections.id, subsectionIds));
  const fieldSetIds = flat.fieldSets.map((row) => row.id);
  if (fieldSetIds.length > 0)
    await db.delete(questionFieldSets).where(inArray(questionFieldSets.id, fieldSetIds));

  await inChunks(flat.sections, (chunk) => db.insert(questionSections).values(chunk));
  await inChunks(flat.subsections, (chunk) => db.insert(questionSubsections).values(chunk));
  await inChunks(flat.fieldSets, (chunk) => db.insert(questionFieldSets).values(chunk));
  await inChunks(flat.questions, (chunk) => db.insert(questions).values(chunk));
  await inChunks(flat.options, (chunk) => db.insert(answerOptions).values(chunk));
}

/** Seeds every question-set fixture whose content hash differs from the stored one; returns the replaced slugs. */
export async function seedQuestionSets(db: Executor, fixtures: FixtureSource): Promise<string[]> {
  const files: QuestionSetFile[] = fixtures.questionSets();
  if (files.length === 0) return [];
  const stored = new Map(
    (await db.select({ id: questionSets.id, contentHash: questionSets.contentHash }).from(questionSets)).map(
      (row) => [row.id, row.contentHash],
    ),
  );
  const replaced: string[] = [];
  for (const { questionSet: set, raw } of files) {
    const contentHash = hashOf(raw);
    if (stored.get(set.id) === contentHash) continue;
    const row = {
      id: set.id,
      slug: set.slug,
      title: set.title,
      kind: set.kind,
      reviewType: set.reviewType,
      organisationType: set.organisationType,
      language: set.language,
      contentHash,
      updatedAt: new Date(),
    };
    // Upsert, never delete, the set row: answer sets hang off it with ON DELETE CASCADE.
    await db.insert(questionSets).values(row).onConflictDoUpdate({ target: questionSets.id, set: row });
    await replaceContent(db, set, flattenQuestionSet(set));
    replaced.push(set.slug);
  }
  return replaced;
}
