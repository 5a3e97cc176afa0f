// The notes on answers (docs/reviews.md#what-is-stored): written by notes.service.ts, read with the answers
// they sit on.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { answerSets, answers, notes } from '../../db/schema/index.ts';

const noteColumns = {
  id: notes.id,
  questionId: notes.questionId,
  createdAt: notes.createdAt,
  value: notes.value,
};

/** A note as the raw reads return it in JSON (`notesOf`). */
export interface NoteJson {
  id: number;
  questionId: number;
  createdAt: string;
  value: string;
}

/** The select-list item `notes`: a JSON array of the answer's notes (`NoteJson`), newest first. */
export const notesOf = (answerId: SQL) =>
  sql`(select json_agg(json_build_object('id', n.id, 'questionId', n.question_id,
        'createdAt', n.created_at, 'value', n.value) order by n.created_at desc, n.id desc)
      from notes n where n.answer_id = ${answerId}) as notes`;

/** The notes of these answers, newest first. */
export async function findNotes(db: Executor, answerIds: readonly number[]) {
  if (answerIds.length === 0) return [];
  return db
    .select({ answerId: notes.answerId, ...noteColumns })
    .from(notes)
    .where(inArray(notes.answerId, [...answerIds]))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

/**
 * The id of the set's answer to a question, creating an empty one to hold notes. A created
 * answer has version 0: holding a note is no change a concurrent save could conflict with.
 */
export async function answerIdFor(db: Executor, answerSetId: number, questionId: number): Promise<number> {
  const [created] = await db
    .insert(answers)
    .values({ answerSetId, questionId })
    .onConflictDoNothing()
    .returning({ id: answers.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.answerSetId, answerSetId), eq(answers.questionId, questionId)));
  return existing!.id;
}

export async function insertNote(
  db: Executor,
  values: { answerId: number; questionId: number; value: string; authorUserId: number | null },
) {
  const [row] = await db.insert(notes).values(values).returning(noteColumns);
  return row!;
}

/** The answers of one set to one question: a note is edited only through its own set and question. */
const answersOf = (db: Executor, answerSetId: number, questionId: number) =>
  db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.answerSetId, answerSetId), eq(answers.questionId, questionId)));

export async function updateNote(
  db: Executor,
  where: { answerSetId: number; questionId: number; noteId: number },
  value: string,
) {
  const [row] = await db
    .update(notes)
    .set({ value, updatedAt: new Date() })
    .where(
      and(
        eq(notes.id, where.noteId),
        eq(notes.questionId, where.questionId),
        inArray(notes.answerId, answersOf(db, where.answerSetId, where.questionId)),
      ),
    )
    .returning(noteColumns);
  return row;
}

export async function deleteNote(
  db: Executor,
  where: { answerSetId: number; questionId: number; noteId: number },
): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(
      and(
        eq(notes.id, where.noteId),
        eq(notes.questionId, where.questionId),
        inArray(notes.answerId, answersOf(db, where.answerSetId, where.questionId)),
      ),
    )
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** Whether the note sits on an answer of one of the organisation's answer sets. */
export async function isOrganisationNote(db: Executor, id: number, organisationId: number): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(notes)
    .innerJoin(answers, eq(answers.id, notes.answerId))
    .innerJoin(answerSets, eq(answerSets.id, answers.answerSetId))
    .where(and(eq(notes.id, id), eq(answerSets.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}
