// Reading answer sets and their answers: for the reviews' screens, progress, figures and exports.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Answer } from '@oncourse/engine';
import type { Executor } from '../../db/client.ts';
import { answerSets, answers, type StoredAnswerContent } from '../../db/schema/index.ts';
import { ANSWER_CONTENT_COLUMNS, contentOf } from './answer-columns.ts';
import { findNotes } from './notes.repository.ts';
import { presentNote, type AnswerSetHeader, type AnswerStates } from './reviews.presenter.ts';

export type { AnswerStates };

/** The columns of an answer set's header, as every read and insert of a set returns it. */
export const answerSetHeader = {
  id: answerSets.id,
  questionSetId: answerSets.questionSetId,
  organisationId: answerSets.organisationId,
  year: answerSets.year,
  complete: answerSets.complete,
  version: answerSets.version,
};

export async function findAnswerSetById(db: Executor, id: number): Promise<AnswerSetHeader | undefined> {
  const [row] = await db.select(answerSetHeader).from(answerSets).where(eq(answerSets.id, id));
  return row;
}

/** The organisation's sets for these question sets and year (null: best practices). */
export async function findAnswerSets(
  db: Executor,
  organisationId: number,
  questionSetIds: readonly number[],
  year: number | null,
): Promise<AnswerSetHeader[]> {
  if (questionSetIds.length === 0) return [];
  return db
    .select(answerSetHeader)
    .from(answerSets)
    .where(
      and(
        eq(answerSets.organisationId, organisationId),
        inArray(answerSets.questionSetId, [...questionSetIds]),
        year === null ? isNull(answerSets.year) : eq(answerSets.year, year),
      ),
    )
    .orderBy(asc(answerSets.questionSetId));
}

/** Every year's set of one annual-data question set, newest first. */
export async function findYearSets(
  db: Executor,
  organisationId: number,
  questionSetId: number,
): Promise<AnswerSetHeader[]> {
  return db
    .select(answerSetHeader)
    .from(answerSets)
    .where(and(eq(answerSets.organisationId, organisationId), eq(answerSets.questionSetId, questionSetId)))
    .orderBy(desc(answerSets.year));
}

const answerColumnsByName = new Map(
  Object.values(getTableColumns(answers)).map((column) => [column.name, column]),
);
/** The content columns of the list, selected under their SQL names. */
const contentSelection = Object.fromEntries(
  ANSWER_CONTENT_COLUMNS.map(({ column }) => [column, answerColumnsByName.get(column)!]),
);

/**
 * The answers of each set with their notes (newest first), keyed by set id, then question id;
 * without `notes`, every answer's notes are left empty and not read (figures never need them).
 */
export async function loadAnswers(
  db: Executor,
  answerSetIds: readonly number[],
  { notes: withNotes = true }: { notes?: boolean } = {},
): Promise<Map<number, Record<string, Answer>>> {
  const bySet = new Map<number, Record<string, Answer>>(answerSetIds.map((id) => [id, {}]));
  if (answerSetIds.length === 0) return bySet;
  const rows = (await db
    .select({
      id: answers.id,
      answerSetId: answers.answerSetId,
      questionId: answers.questionId,
      ...contentSelection,
    })
    .from(answers)
    .where(inArray(answers.answerSetId, [...answerSetIds]))) as unknown as (StoredAnswerContent & {
    id: number;
    answerSetId: number;
    questionId: number;
  })[];
  const noteRows = withNotes
    ? await findNotes(
        db,
        rows.map((row) => row.id),
      )
    : [];
  const notesByAnswer = new Map<number, ReturnType<typeof presentNote>[]>();
  for (const note of noteRows) {
    const list = notesByAnswer.get(note.answerId) ?? [];
    list.push(presentNote(note));
    notesByAnswer.set(note.answerId, list);
  }
  for (const row of rows) {
    bySet.get(row.answerSetId)![row.questionId] = {
      ...contentOf(row),
      notes: notesByAnswer.get(row.id) ?? [],
    };
  }
  return bySet;
}

/** Whether each answer of each set is complete: all progress needs, keyed by set id, then question id. */
export async function loadAnswerStates(
  db: Executor,
  answerSetIds: readonly number[],
): Promise<Map<number, Record<string, { complete: boolean }>>> {
  const bySet = new Map<number, Record<string, { complete: boolean }>>(answerSetIds.map((id) => [id, {}]));
  if (answerSetIds.length === 0) return bySet;
  const rows = await db
    .select({ answerSetId: answers.answerSetId, questionId: answers.questionId, complete: answers.complete })
    .from(answers)
    .where(inArray(answers.answerSetId, [...answerSetIds]));
  for (const row of rows) bySet.get(row.answerSetId)![row.questionId] = { complete: row.complete };
  return bySet;
}

/** Whether the answer set is one of the organisation's. */
export async function isOrganisationAnswerSet(
  db: Executor,
  id: number,
  organisationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(answerSets)
    .where(and(eq(answerSets.id, id), eq(answerSets.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}
