import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  answerHistory,
  answerSets,
  answers,
  courses,
  documents,
  facilityDetails,
  notes,
  organisations,
  questionSets,
  storedFiles,
  users,
} from '../../db/schema/index.ts';

export async function findOrganisation(db: Executor, organisationId: number) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row;
}

export async function findFacilityDetails(db: Executor, organisationId: number) {
  const [row] = await db
    .select()
    .from(facilityDetails)
    .where(eq(facilityDetails.organisationId, organisationId));
  return row;
}

export function findCourses(db: Executor, organisationId: number) {
  return db
    .select()
    .from(courses)
    .where(eq(courses.organisationId, organisationId))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

/** Every answer set of the organisation (every year, every review) with its question set's slug. */
export function findAnswerSets(db: Executor, organisationId: number) {
  return db
    .select({
      id: answerSets.id,
      questionSet: questionSets.slug,
      questionSetTitle: questionSets.title,
      year: answerSets.year,
      version: answerSets.version,
      updatedAt: answerSets.updatedAt,
    })
    .from(answerSets)
    .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
    .where(eq(answerSets.organisationId, organisationId))
    .orderBy(asc(questionSets.slug), asc(answerSets.year));
}

export function findAnswers(db: Executor, answerSetIds: number[]) {
  if (answerSetIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(answers)
    .where(inArray(answers.answerSetId, answerSetIds))
    .orderBy(asc(answers.questionId));
}

const author = { authorFirstName: users.firstName, authorLastName: users.lastName };

export function findNotes(db: Executor, answerIds: number[]) {
  if (answerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      answerId: notes.answerId,
      questionId: notes.questionId,
      value: notes.value,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
      authorUserId: notes.authorUserId,
      ...author,
    })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorUserId))
    .where(inArray(notes.answerId, answerIds))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

export function findHistory(db: Executor, answerSetIds: number[]) {
  if (answerSetIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      answerSetId: answerHistory.answerSetId,
      questionId: answerHistory.questionId,
      version: answerHistory.version,
      changedAt: answerHistory.changedAt,
      client: answerHistory.client,
      before: answerHistory.before,
      after: answerHistory.after,
      changedByUserId: answerHistory.changedByUserId,
      ...author,
    })
    .from(answerHistory)
    .leftJoin(users, eq(users.id, answerHistory.changedByUserId))
    .where(inArray(answerHistory.answerSetId, answerSetIds))
    .orderBy(asc(answerHistory.id));
}

/** The organisation's uploaded documents with the stored file that holds each. */
export function findDocuments(db: Executor, organisationId: number) {
  return db
    .select({
      id: documents.id,
      title: documents.title,
      description: documents.description,
      location: documents.location,
      filename: documents.blobFilename,
      createdAt: documents.createdAt,
      uploadedByUserId: documents.uploadedByUserId,
      ...author,
      file: { mimeType: storedFiles.mimeType, data: storedFiles.data, storageKey: storedFiles.storageKey },
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(users, eq(users.id, documents.uploadedByUserId))
    .where(eq(documents.organisationId, organisationId))
    .orderBy(asc(documents.id));
}

export async function findStoredFile(db: Executor, fileId: number) {
  const [row] = await db
    .select({
      filename: storedFiles.filename,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row;
}
