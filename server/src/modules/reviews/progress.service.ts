import { progress, type AnswerMap } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, OrganisationAccess } from '../../core/context.ts';
import { unprocessable } from '../../core/errors.ts';
import { annualDataYears } from './annual-years.ts';
import { yearTaken } from './answers.service.ts';
import { readerLanguage } from '../translations/translations.service.ts';
import { cachedQuestionSet, questionSetInLanguage, type CachedQuestionSet } from './question-set-cache.ts';
import { presentSectionProgress, type AnswerSetHeader, type AnswerStates } from './reviews.presenter.ts';
import * as questionSets from './question-sets.repository.ts';
import * as repository from './answer-reads.repository.ts';
import { insertAnswerSet } from './answer-writes.repository.ts';

// Every percentage here is the engine's `progress` over the stored answers (docs/reviews.md#behaviour), the
// same function the app runs, so a card and the page behind it never disagree.

// progress reads only `complete`, so the states stand in for whole answers.
const percent = (scope: Parameters<typeof progress>[0], answers: AnswerStates) =>
  progress(scope, answers as AnswerMap);

/**
 * The organisation type's question sets: its best practices and its annual data (null if none),
 * their texts in `language` (English where a text has no translation).
 */
export async function organisationSets(ctx: DataContext, organisation: OrganisationAccess, language = 'en') {
  return questionSetsOfType(ctx, organisation.organisationType, language);
}

/** As `organisationSets`, for an organisation type (the programme's figures read every organisation). */
export async function questionSetsOfType(
  ctx: DataContext,
  organisationType: OrganisationAccess['organisationType'],
  language = 'en',
) {
  const rows = await questionSets.findQuestionSetRows(ctx.db, organisationType);
  const sets: CachedQuestionSet[] = [];
  for (const row of rows) {
    const cached = await cachedQuestionSet(ctx.db, row);
    sets.push(
      language === 'en'
        ? cached
        : { ...cached, set: (await questionSetInLanguage(ctx.db, cached, language)).set },
    );
  }
  return {
    bestPractices: sets.filter((entry) => entry.set.kind === 'BEST_PRACTICE'),
    annualData: sets.find((entry) => entry.set.kind === 'ANNUAL_DATA') ?? null,
  };
}

/** Each best practice of the organisation's type with its progress and its sections' (by id). */
async function bestPracticeProgress(
  ctx: DataContext,
  organisation: OrganisationAccess,
  bestPractices: CachedQuestionSet[],
): Promise<Schemas['BestPracticeProgress'][]> {
  const headers = await repository.findAnswerSets(
    ctx.db,
    organisation.organisationId,
    bestPractices.map((entry) => entry.set.id),
    null,
  );
  const states = await repository.loadAnswerStates(
    ctx.db,
    headers.map((header) => header.id),
  );
  return bestPractices.map(({ set }) => {
    const header = headers.find((candidate) => candidate.questionSetId === set.id);
    const answers = (header && states.get(header.id)) ?? {};
    const sections = presentSectionProgress(set, answers);
    return {
      questionSetId: set.id,
      slug: set.slug,
      title: set.title,
      reviewType: set.reviewType,
      iconId:
        sections.length > 0
          ? (set.sections.find((s) => s.id === sections[0]!.sectionId)?.iconId ?? null)
          : null,
      answerSetId: header?.id ?? null,
      progress: percent(set, answers),
      sections,
    };
  });
}

/** The review menu with progress per best practice and per section (docs/reviews.md#what-is-stored). */
export async function links(
  ctx: DataContext,
  organisation: OrganisationAccess,
  readerId: number | null = null,
): Promise<Schemas['ReviewLinks']> {
  const { bestPractices, annualData } = await organisationSets(
    ctx,
    organisation,
    await readerLanguage(ctx.db, readerId),
  );
  const cards = await bestPracticeProgress(ctx, organisation, bestPractices);
  return {
    bestPractices: cards.map((card) => ({
      id: card.questionSetId,
      slug: card.slug,
      title: card.title,
      progress: card.progress,
      sections: card.sections.map((section) => ({
        id: section.sectionId,
        slug: section.slug,
        title: section.title,
        progress: section.progress,
      })),
    })),
    annualData: annualData && {
      id: annualData.set.id,
      slug: annualData.set.slug,
      title: annualData.set.title,
      sections: [...annualData.set.sections]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((section) => ({
          id: section.id,
          title: section.title,
          slug: section.slug,
          active: section.active,
        })),
    },
  };
}

/** The annual review page's cards: every best practice with its progress (docs/reviews.md#screens). */
export async function bestPracticeCards(
  ctx: DataContext,
  organisation: OrganisationAccess,
  readerId: number | null = null,
): Promise<Schemas['BestPracticeProgress'][]> {
  const { bestPractices } = await organisationSets(ctx, organisation, await readerLanguage(ctx.db, readerId));
  return bestPracticeProgress(ctx, organisation, bestPractices);
}

function yearCard(
  entry: CachedQuestionSet,
  header: AnswerSetHeader,
  answers: AnswerStates,
): Schemas['AnnualDataYear'] {
  const yearProgress = percent(entry.set, answers);
  return {
    year: header.year!,
    answerSetId: header.id,
    questionSetId: entry.set.id,
    progress: yearProgress,
    complete: yearProgress === 100,
    sections: presentSectionProgress(entry.set, answers),
  };
}

/** The organisation's annual-data years, newest first, each with its progress and its sections'. */
export async function annualYears(
  ctx: DataContext,
  organisation: OrganisationAccess,
  readerId: number | null = null,
): Promise<Schemas['AnnualDataYear'][]> {
  const { annualData } = await organisationSets(ctx, organisation, await readerLanguage(ctx.db, readerId));
  if (!annualData) return [];
  const headers = (
    await repository.findYearSets(ctx.db, organisation.organisationId, annualData.set.id)
  ).filter((header) => header.year !== null);
  const states = await repository.loadAnswerStates(
    ctx.db,
    headers.map((header) => header.id),
  );
  return headers.map((header) => yearCard(annualData, header, states.get(header.id) ?? {}));
}

/**
 * Adds a year from those not yet used (docs/reviews.md#behaviour): one of the offered years (422 otherwise),
 * never twice (409 DUPLICATED_VALUE). A new year starts at 0 percent.
 */
export async function addYear(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number,
): Promise<Schemas['AnnualDataYear']> {
  if (!annualDataYears().some((option) => option.value === year)) {
    throw unprocessable('This year cannot be added', 'year');
  }
  const { annualData } = await organisationSets(ctx, organisation);
  if (!annualData) throw unprocessable('There is no annual data for this organisation', 'year');
  const created = await insertAnswerSet(ctx.db, {
    organisationId: organisation.organisationId,
    questionSetId: annualData.set.id,
    year,
  });
  if (!created) throw yearTaken();
  return yearCard(annualData, created, {});
}
