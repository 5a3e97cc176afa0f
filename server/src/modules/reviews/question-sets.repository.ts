import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  answerOptions,
  countries,
  organisations,
  questionFieldSets,
  questionSections,
  questionSets,
  questionSubsections,
  questions,
  type OrganisationType,
} from '../../db/schema/index.ts';

export type QuestionSetRow = typeof questionSets.$inferSelect;

export async function findQuestionSetRow(db: Executor, id: number): Promise<QuestionSetRow | undefined> {
  const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id));
  return row;
}

export async function findQuestionSetRowBySlug(
  db: Executor,
  slug: string,
): Promise<QuestionSetRow | undefined> {
  const [row] = await db.select().from(questionSets).where(eq(questionSets.slug, slug));
  return row;
}

/** The organisation type's annual-data set (each type has at most one). */
export async function findAnnualDataRow(
  db: Executor,
  organisationType: OrganisationType,
): Promise<QuestionSetRow | undefined> {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(and(eq(questionSets.organisationType, organisationType), eq(questionSets.kind, 'ANNUAL_DATA')))
    .orderBy(asc(questionSets.id))
    .limit(1);
  return row;
}

/** The question sets of one organisation type, best practices first, each kind by id. */
export async function findQuestionSetRows(
  db: Executor,
  organisationType: OrganisationType,
): Promise<QuestionSetRow[]> {
  return db
    .select()
    .from(questionSets)
    .where(eq(questionSets.organisationType, organisationType))
    .orderBy(sql`${questionSets.kind} = 'ANNUAL_DATA'`, asc(questionSets.id));
}

export interface QuestionSetContentRows {
  sections: (typeof questionSections.$inferSelect)[];
  subsections: (typeof questionSubsections.$inferSelect)[];
  fieldSets: (typeof questionFieldSets.$inferSelect)[];
  questions: (typeof questions.$inferSelect)[];
  options: (typeof answerOptions.$inferSelect)[];
}

/** Every row of a set's content, each list in display order. */
export async function loadQuestionSetContent(db: Executor, setId: number): Promise<QuestionSetContentRows> {
  const sections = await db
    .select()
    .from(questionSections)
    .where(eq(questionSections.questionSetId, setId))
    .orderBy(asc(questionSections.sortOrder), asc(questionSections.id));
  const sectionIds = sections.map((row) => row.id);
  const subsections =
    sectionIds.length === 0
      ? []
      : await db
          .select()
          .from(questionSubsections)
          .where(inArray(questionSubsections.sectionId, sectionIds))
          .orderBy(asc(questionSubsections.sortOrder), asc(questionSubsections.id));
  const subsectionIds = subsections.map((row) => row.id);
  const fieldSets =
    subsectionIds.length === 0
      ? []
      : await db
          .select()
          .from(questionFieldSets)
          .where(inArray(questionFieldSets.subsectionId, subsectionIds))
          .orderBy(asc(questionFieldSets.sortOrder), asc(questionFieldSets.id));
  const questionRows = await db
    .select()
    .from(questions)
    .where(eq(questions.questionSetId, setId))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const options = await db
    .select({ option: answerOptions })
    .from(answerOptions)
    .innerJoin(questions, eq(questions.id, answerOptions.questionId))
    .where(eq(questions.questionSetId, setId))
    .orderBy(asc(answerOptions.sortOrder), asc(answerOptions.id));
  return {
    sections,
    subsections,
    fieldSets,
    questions: questionRows,
    options: options.map((row) => row.option),
  };
}

/** The colour of the first section drawn with this icon. */
export async function findIconColour(db: Executor, iconId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ colour: questionSections.colour })
    .from(questionSections)
    .where(eq(questionSections.iconId, iconId))
    .orderBy(asc(questionSections.id))
    .limit(1);
  return row ? row.colour : undefined;
}

/** What selects guidance and units for an organisation's review screens. */
export async function findOrganisationReviewSettings(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      measurementUnit: organisations.measurementUnit,
      countryCode: countries.code,
      currency: organisations.currency,
      organisationGroup: organisations.organisationGroup,
      tournamentGroup: organisations.tournamentGroup,
    })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(and(eq(organisations.id, organisationId)));
  return row;
}
