import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { cachedQuestionSet, type CachedQuestionSet } from './question-set-cache.ts';
import { presentQuestionSetSummary } from './reviews.presenter.ts';
import { reviewIconPng } from './review-icon.ts';
import * as repository from './question-sets.repository.ts';

/**
 * A question set the organisation works with: only sets of its own type (a tournament never
 * reaches a facility's reviews, and the other way round); anything else is 404 on `field`.
 */
export async function requireQuestionSet(
  ctx: AppContext,
  organisation: Pick<OrganisationAccess, 'organisationType'>,
  id: number,
  field: string,
  kind?: Schemas['QuestionSetKind'],
): Promise<CachedQuestionSet> {
  const row = await repository.findQuestionSetRow(ctx.db, id);
  if (!row || row.organisationType !== organisation.organisationType || (kind && row.kind !== kind)) {
    throw notFound('Question set not found', field);
  }
  return cachedQuestionSet(ctx.db, row);
}

/**
 * Question sets are authored once, in English; a language without its own texts falls back to
 * them (docs/reviews.md#calls `code`). The stored set's `language` says which texts the client gets.
 */
export async function getQuestionSet(
  ctx: AppContext,
  organisation: OrganisationAccess,
  setId: number,
): Promise<Schemas['QuestionSet']> {
  return (await requireQuestionSet(ctx, organisation, setId, 'setId')).set;
}

/** A best-practice set by id for the language (texts fall back to English, as getQuestionSet). */
export async function getBestPracticeQuestions(
  ctx: AppContext,
  organisation: OrganisationAccess,
  bestPracticeId: number,
): Promise<Schemas['QuestionSet']> {
  return (await requireQuestionSet(ctx, organisation, bestPracticeId, 'bestPracticeId', 'BEST_PRACTICE')).set;
}

/** The organisation's question sets and what picks its guidance and unit labels (docs/reviews.md#access). */
export async function referenceData(
  ctx: AppContext,
  organisation: OrganisationAccess,
  languageId: string,
): Promise<Schemas['ReviewReferenceData']> {
  const sets = await repository.findQuestionSetRows(ctx.db, organisation.organisationType);
  const settings = await repository.findOrganisationReviewSettings(ctx.db, organisation.organisationId);
  if (!settings) throw notFound('Organisation not found', 'orgId');
  const translated = sets.length > 0 && sets.every((set) => set.language === languageId);
  return {
    questionSets: sets.map(presentQuestionSetSummary),
    measurementUnit: settings.measurementUnit,
    countryCode: settings.countryCode,
    organisationGroup: settings.organisationGroup,
    tournamentGroup: settings.tournamentGroup,
    language: translated ? languageId : 'en',
  };
}

/** A section's icon: provider artwork, public and cacheable (docs/reviews.md#calls). */
export async function icon(ctx: AppContext, iconId: number): Promise<BinaryResult> {
  const colour = await repository.findIconColour(ctx.db, iconId);
  if (colour === undefined) throw notFound('Icon not found', 'id');
  return { contentType: 'image/png', body: reviewIconPng(colour), cacheControl: 'public, max-age=86400' };
}
