import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { presentAnswerChange } from './reviews.presenter.ts';
import * as repository from './history.repository.ts';

/** How many changes one page of a set's timeline holds unless the caller asks for fewer or more. */
const DEFAULT_TIMELINE_PAGE = 200;

/**
 * An answer set's timeline (docs/reviews.md#answer-history), newest first: readable by whoever reads the
 * answers (the wiring checked the `reviews` activity); another organisation's set is 404.
 */
export async function answerSetHistory(
  ctx: AppContext,
  organisation: OrganisationAccess,
  answerSetId: number,
  page: { before?: number; limit?: number },
): Promise<Schemas['AnswerChange'][]> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', answerSetId, 'answerSetId');
  const rows = await repository.findChanges(ctx.db, answerSetId, {
    ...(page.before === undefined ? {} : { before: page.before }),
    limit: page.limit ?? DEFAULT_TIMELINE_PAGE,
  });
  return rows.map(presentAnswerChange);
}

/** The changes to one question's answer in the set, newest first (docs/reviews.md#answer-history). */
export async function answerHistory(
  ctx: AppContext,
  organisation: OrganisationAccess,
  answerSetId: number,
  questionId: number,
): Promise<Schemas['AnswerChange'][]> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', answerSetId, 'answerSetId');
  const rows = await repository.findChanges(ctx.db, answerSetId, { questionId, limit: 1000 });
  return rows.map(presentAnswerChange);
}

/**
 * The last change of each answer (of one section's questions when `sectionId` is given), for the
 * line under each question (docs/reviews.md#answer-history): one request per section, not per question.
 */
export async function latestAnswerChanges(
  ctx: AppContext,
  organisation: OrganisationAccess,
  answerSetId: number,
  sectionId: number | undefined,
): Promise<Schemas['AnswerChange'][]> {
  await requireInOrganisation(ctx.db, organisation, 'answerSet', answerSetId, 'answerSetId');
  const rows = await repository.findLatestChanges(ctx.db, answerSetId, sectionId);
  return rows.map(presentAnswerChange);
}
