import { validateNote } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { cachedQuestionSet } from './question-set-cache.ts';
import { sanitizeNoteHtml } from './note-html.ts';
import { presentNote } from './reviews.presenter.ts';
import * as questionSets from './question-sets.repository.ts';
import { findAnswerSetById } from './answer-reads.repository.ts';
import * as repository from './notes.repository.ts';

/** The note's HTML made safe, then held to the engine's note rule: not empty, at most 2000 characters. */
function cleanNote(html: string): string {
  const clean = sanitizeNoteHtml(html);
  const [error] = validateNote(clean, 'value');
  if (error) throw unprocessable(error.message, 'value', error.code);
  return clean;
}

/** Adds a note to the set's answer to a question that takes notes (docs/reviews.md). */
export async function createNote(
  ctx: AppContext,
  organisation: OrganisationAccess,
  userId: number,
  answerSetId: number,
  body: Schemas['NoteCreate'],
): Promise<Schemas['Note']> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', answerSetId, 'id');
  const header = await findAnswerSetById(ctx.db, answerSetId);
  const row = header && (await questionSets.findQuestionSetRow(ctx.db, header.questionSetId));
  if (!header || !row) throw notFound('Answer set not found', 'id');
  const question = (await cachedQuestionSet(ctx.db, row)).questions.get(body.questionId);
  if (!question)
    throw unprocessable('This question is not part of this review', 'questionId', 'INACTIVE_RESOURCE');
  if (!question.notes) throw unprocessable('Notes cannot be added to this question', 'questionId');
  const value = cleanNote(body.value);
  const answerId = await repository.answerIdFor(ctx.db, answerSetId, question.id);
  return presentNote(
    await repository.insertNote(ctx.db, { answerId, questionId: question.id, value, authorUserId: userId }),
  );
}

/** Edits a note of the set's answer to the question (the same text rules as a new one). */
export async function updateNote(
  ctx: AppContext,
  organisation: OrganisationAccess,
  where: { answerSetId: number; questionId: number; noteId: number },
  body: Schemas['NoteUpdate'],
): Promise<Schemas['Note']> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', where.answerSetId, 'id');
  await requireInOrganisation(ctx.db, organisation, 'note', where.noteId, 'noteId');
  const value = cleanNote(body.value);
  const row = await repository.updateNote(ctx.db, where, value);
  if (!row) throw notFound('Note not found', 'noteId');
  return presentNote(row);
}

export async function deleteNote(
  ctx: AppContext,
  organisation: OrganisationAccess,
  where: { answerSetId: number; questionId: number; noteId: number },
): Promise<Schemas['Deleted']> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', where.answerSetId, 'id');
  await requireInOrganisation(ctx.db, organisation, 'note', where.noteId, 'noteId');
  if (!(await repository.deleteNote(ctx.db, where))) throw notFound('Note not found', 'noteId');
  return { id: where.noteId };
}
