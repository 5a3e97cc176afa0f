import { facilityCurrency } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { cachedQuestionSet, questionSetInLanguage, type CachedQuestionSet } from './question-set-cache.ts';
import { presentQuestionSetSummary } from './reviews.presenter.ts';
import { reviewIconPng } from './review-icon.ts';
import * as repository from './question-sets.repository.ts';

/**
 * A question set the organisation works with: only sets of its own type (a tournament never
 * reaches a facility's reviews, and the other way round); anything else is 404 on `field`.
 */
export async function requireQuestionSet(
  ctx: DataContext,
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
 * Question sets are authored once, in English; each text comes in `language` where it has a
 * translation, else in English (docs/languages-units-themes.md#content). The set's `language`
 * says `en` when not one of its texts is translated.
 */
export async function getQuestionSet(
  ctx: DataContext,
  organisation: OrganisationAccess,
  setId: number,
  language = 'en',
): Promise<Schemas['QuestionSet']> {
  const cached = await requireQuestionSet(ctx, organisation, setId, 'setId');
  return (await questionSetInLanguage(ctx.db, cached, language)).set;
}

/** A best-practice set by id in the language (texts fall back to English, as getQuestionSet). */
export async function getBestPracticeQuestions(
  ctx: DataContext,
  organisation: OrganisationAccess,
  bestPracticeId: number,
  language: string,
): Promise<Schemas['QuestionSet']> {
  const cached = await requireQuestionSet(
    ctx,
    organisation,
    bestPracticeId,
    'bestPracticeId',
    'BEST_PRACTICE',
  );
  return (await questionSetInLanguage(ctx.db, cached, language)).set;
}

/**
 * A best practice by the slug a review page's URL names, so the page needs no id first
 * (docs/reviews.md#calls); another type's set, or an annual-data set, is 404 on `slug`.
 */
export async function getBestPracticeQuestionsBySlug(
  ctx: DataContext,
  organisation: OrganisationAccess,
  slug: string,
  language: string,
): Promise<Schemas['QuestionSet']> {
  const row = await repository.findQuestionSetRowBySlug(ctx.db, slug);
  if (!row || row.organisationType !== organisation.organisationType || row.kind !== 'BEST_PRACTICE') {
    throw notFound('Question set not found', 'slug');
  }
  return (await questionSetInLanguage(ctx.db, await cachedQuestionSet(ctx.db, row), language)).set;
}

/** The organisation type's annual-data set; a type without one is 404. */
export async function requireAnnualDataSet(
  ctx: DataContext,
  organisation: Pick<OrganisationAccess, 'organisationType'>,
): Promise<CachedQuestionSet> {
  const row = await repository.findAnnualDataRow(ctx.db, organisation.organisationType);
  if (!row) throw notFound('This organisation has no annual data', 'orgId');
  return cachedQuestionSet(ctx.db, row);
}

/** The annual-data set of the organisation's type, texts as getQuestionSet. */
export async function getAnnualDataQuestions(
  ctx: DataContext,
  organisation: OrganisationAccess,
  language = 'en',
): Promise<Schemas['QuestionSet']> {
  return (await questionSetInLanguage(ctx.db, await requireAnnualDataSet(ctx, organisation), language)).set;
}

/**
 * The organisation's question sets and what picks its guidance and unit labels
 * (docs/reviews.md#access); `language` is the one the sets' texts come in: the asked one when any
 * of them is translated into it, else `en`.
 */
export async function referenceData(
  ctx: DataContext,
  organisation: OrganisationAccess,
  languageId: string,
): Promise<Schemas['ReviewReferenceData']> {
  const sets = await repository.findQuestionSetRows(ctx.db, organisation.organisationType);
  const settings = await repository.findOrganisationReviewSettings(ctx.db, organisation.organisationId);
  if (!settings) throw notFound('Organisation not found', 'orgId');
  const inLanguage = await Promise.all(
    sets.map(
      async (row) =>
        (await questionSetInLanguage(ctx.db, await cachedQuestionSet(ctx.db, row), languageId)).set,
    ),
  );
  const translated = inLanguage.some((set) => set.language === languageId);
  return {
    questionSets: inLanguage.map((set, index) =>
      presentQuestionSetSummary({ ...sets[index]!, title: set.title }),
    ),
    measurementUnit: settings.measurementUnit,
    countryCode: settings.countryCode,
    currency: facilityCurrency(settings.countryCode, settings.measurementUnit, settings.currency),
    organisationGroup: settings.organisationGroup,
    tournamentGroup: settings.tournamentGroup,
    language: translated ? languageId : 'en',
  };
}

/** A section's icon: provider artwork, public and cacheable (docs/reviews.md#calls). */
export async function icon(ctx: DataContext, iconId: number): Promise<BinaryResult> {
  const colour = await repository.findIconColour(ctx.db, iconId);
  if (colour === undefined) throw notFound('Icon not found', 'id');
  return { contentType: 'image/png', body: reviewIconPng(colour), cacheControl: 'public, max-age=86400' };
}
