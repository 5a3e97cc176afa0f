import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { answerHistory, questionFieldSets, questions, questionSubsections, users } from '../../db/schema/index.ts';

const changeColumns = {
  id: answerHistory.id,
  answerSetId: answerHistory.answerSetId,
  questionId: answerHistory.questionId,
  version: answerHistory.version,
  changedAt: answerHistory.changedAt,
  client: answerHistory.client,
  before: answerHistory.before,
  after: answerHistory.after,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** A stored change with its author's name (null when the account was deleted). */
export type AnswerChangeRow = {
  id: number;
  answerSetId: number;
  questionId: number;
  version: number;
  changedAt: Date;
  client: string | null;
  before: (typeof answerHistory.$inferSelect)['before'];
  after: (typeof answerHistory.$inferSelect)['after'];
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};

/**
 * The changes of one answer set, newest first: of one question when `questionId` is given, and
 * before the change `before` (paging). The author is joined by id, so a deleted account reads null.
 */
export async function findChanges(
  db: Executor,
  answerSetId: number,
  options: { questionId?: number; before?: number; limit: number },
): Promise<AnswerChangeRow[]> {
  const conditions: SQL[] = [eq(answerHistory.answerSetId, answerSetId)];
  if (options.questionId !== undefined) conditions.push(eq(answerHistory.questionId, options.questionId));
  if (options.before !== undefined) conditions.push(lt(answerHistory.id, options.before));
  return db
    .select(changeColumns)
    .from(answerHistory)
    .leftJoin(users, eq(users.id, answerHistory.changedByUserId))
    .where(and(...conditions))
    .orderBy(desc(answerHistory.id))
    .limit(options.limit);
}

/**
 * The newest change of each question's answer in the set, of the given section's questions when
 * `sectionId` is given: one row per question, found through the (set, question, id) index.
 */
export async function findLatestChanges(
  db: Executor,
  answerSetId: number,
  sectionId: number | undefined,
): Promise<AnswerChangeRow[]> {
  const inSection =
    sectionId === undefined
      ? undefined
      : inArray(
          answerHistory.questionId,
          db
            .select({ id: questions.id })
            .from(questions)
            .innerJoin(questionFieldSets, eq(questionFieldSets.id, questions.fieldSetId))
            .innerJoin(questionSubsections, eq(questionSubsections.id, questionFieldSets.subsectionId))
            .where(eq(questionSubsections.sectionId, sectionId)),
        );
  return db
    .selectDistinctOn([answerHistory.questionId], changeColumns)
    .from(answerHistory)
    .leftJoin(users, eq(users.id, answerHistory.changedByUserId))
    .where(and(eq(answerHistory.answerSetId, answerSetId), inSection))
    .orderBy(answerHistory.questionId, desc(answerHistory.id));
}

/** The changes of one answer set made after its version `version`, oldest first. */
export async function findChangesAfter(
  db: Executor,
  answerSetId: number,
  version: number,
): Promise<AnswerChangeRow[]> {
  return db
    .select(changeColumns)
    .from(answerHistory)
    .leftJoin(users, eq(users.id, answerHistory.changedByUserId))
    .where(and(eq(answerHistory.answerSetId, answerSetId), gt(answerHistory.version, version)))
    .orderBy(asc(answerHistory.id));
}
