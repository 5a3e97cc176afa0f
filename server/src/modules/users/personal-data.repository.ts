import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  accessTypes,
  answerSets,
  answers,
  documents,
  helpdeskMessages,
  mailOutbox,
  memberships,
  notes,
  organisations,
  questionSets,
  users,
  type StoredAnswerContent,
} from '../../db/schema/index.ts';

/** The user's links to organisations with the access type, for the personal-data file. */
export function findMembershipsOf(db: Executor, userId: number) {
  return db
    .select({
      organisationId: organisations.id,
      organisation: organisations.title,
      organisationType: organisations.type,
      accessType: accessTypes.name,
      jobRole: memberships.jobRole,
      inviteStatus: memberships.inviteStatus,
      invitedAt: memberships.invitedAt,
      inviteMessage: memberships.inviteMessage,
      joinedAt: memberships.joinedAt,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.id));
}

/** The notes the user wrote, with where they sit (organisation, question set, year, question). */
export function findNotesBy(db: Executor, userId: number) {
  return db
    .select({
      id: notes.id,
      organisation: organisations.title,
      questionSet: questionSets.slug,
      year: answerSets.year,
      questionId: notes.questionId,
      value: notes.value,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
    })
    .from(notes)
    .innerJoin(answers, eq(answers.id, notes.answerId))
    .innerJoin(answerSets, eq(answerSets.id, answers.answerSetId))
    .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
    .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
    .where(eq(notes.authorUserId, userId))
    .orderBy(asc(notes.id));
}

/** The helpdesk messages the user sent. */
export function findHelpdeskMessagesBy(db: Executor, userId: number) {
  return db
    .select({
      id: helpdeskMessages.id,
      organisationId: helpdeskMessages.organisationId,
      reason: helpdeskMessages.reason,
      message: helpdeskMessages.message,
      createdAt: helpdeskMessages.createdAt,
    })
    .from(helpdeskMessages)
    .where(eq(helpdeskMessages.userId, userId))
    .orderBy(asc(helpdeskMessages.id));
}

/** The documents the user uploaded (their descriptions, not the files: those are the organisation's). */
export function findDocumentsBy(db: Executor, userId: number) {
  return db
    .select({
      id: documents.id,
      organisation: organisations.title,
      title: documents.title,
      filename: documents.blobFilename,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(organisations, eq(organisations.id, documents.organisationId))
    .where(eq(documents.uploadedByUserId, userId))
    .orderBy(asc(documents.id));
}

export interface LastChangedAnswerRow {
  organisation: string;
  question_set: string;
  year: number | null;
  question_id: number;
  version: number;
  changed_at: string;
  client: string | null;
  after: StoredAnswerContent;
}

/**
 * The answers whose latest change (answer history) was the user's: the newest change of every
 * answer the user ever changed, kept when it is theirs.
 */
export function findAnswersLastChangedBy(db: Executor, userId: number): Promise<LastChangedAnswerRow[]> {
  return queryRows<LastChangedAnswerRow>(
    db,
    sql`select o.title as organisation, q.slug as question_set, s.year, h.question_id, h.version,
          h.changed_at, h.client, h.after
        from (
          select distinct on (answer_set_id, question_id) *
          from answer_history
          where (answer_set_id, question_id) in (
            select answer_set_id, question_id from answer_history where changed_by_user_id = ${userId})
          order by answer_set_id, question_id, id desc
        ) h
        join answer_sets s on s.id = h.answer_set_id
        join organisations o on o.id = s.organisation_id
        join question_sets q on q.id = s.question_set_id
        where h.changed_by_user_id = ${userId}
        order by h.answer_set_id, h.question_id`,
  );
}

/** Whether the user owns an organisation (joined with the OWNER access type). */
export async function ownsAnOrganisation(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(and(eq(memberships.userId, userId), eq(accessTypes.name, 'OWNER')))
    .limit(1);
  return rows.length > 0;
}

/** Mails addressed to the user (their address and name are in them); deleted with the account. */
export async function deleteMailsTo(db: Executor, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
}

/**
 * Deletes the user's row. The schema's foreign keys do the rest: sign-in links, sessions (refresh
 * token families), memberships, join requests, helpdesk messages and notice reads go with it;
 * notes, documents, answer history, invitations sent and organisations created keep their rows
 * with the author set to null ("a former member").
 */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
