import {
  convert,
  facilityCurrency,
  factorsFor,
  footprint,
  readiness,
  yearSeries,
  type AnswerMap,
  type Footprint,
  type Turnover,
  type UnitSystem,
} from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { organisationSets } from '../reviews/progress.service.ts';
import { readerLanguage } from '../translations/translations.service.ts';
import * as answers from '../reviews/index.ts';
import { presentFootprint, presentFootprintYear, presentReadiness } from './insights.presenter.ts';
import { findOrganisationFacts, findTurnover, type OrganisationFacts } from './insights.repository.ts';
export type { OrganisationFacts };

// Every figure here is an engine rule over the stored answers (docs/insights.md#behaviour); the service only finds
// the organisation's sets and answers and hands them over.

export async function organisationFacts(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<OrganisationFacts> {
  const facts = await findOrganisationFacts(ctx.db, organisation.organisationId);
  if (!facts) throw notFound('Organisation not found', 'orgId');
  return facts;
}

/**
 * The facility's turnover in its currency, for the VSME B3 intensity of its own report and export
 * (docs/carbon-method.md#reporting-frameworks-vsme-b3): only to a member who may see the confidential
 * details (view-organisation-details, docs/facility-profile.md#access); null otherwise, and when
 * none is entered.
 */
export async function readableTurnover(
  ctx: DataContext,
  organisation: OrganisationAccess,
  facts: OrganisationFacts,
): Promise<Turnover | null> {
  if (!organisation.activities.includes('view-organisation-details')) return null;
  const amount = await findTurnover(ctx.db, organisation.organisationId);
  if (amount === null) return null;
  return { amount, currency: facilityCurrency(facts.countryCode, facts.measurementUnit, facts.currency) };
}

/** Figures need the answers' values only, not the notes written beside them. */
const figuresOnly = { notes: false };

/**
 * The annual-data set (its texts in `language`) and the organisation's answers of one year, the
 * newest without one; null when it has no such year, or no annual data at all. With `figuresOnly`,
 * without the notes.
 */
export async function findYearAnswers(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number | undefined,
  language = 'en',
  options: { notes?: boolean } = {},
) {
  const { annualData } = await organisationSets(ctx, organisation, language);
  const [header] = !annualData
    ? []
    : year === undefined
      ? (await answers.findYearSets(ctx.db, organisation.organisationId, annualData.set.id)).filter(
          (candidate) => candidate.year !== null,
        )
      : await answers.findAnswerSets(ctx.db, organisation.organisationId, [annualData.set.id], year);
  if (!annualData || !header || header.year === null) return null;
  const loaded = await answers.loadAnswers(ctx.db, [header.id], options);
  return {
    set: annualData.set,
    year: header.year,
    answers: (loaded.get(header.id) ?? {}) as AnswerMap,
  };
}

const noAnnualData = (year: number | undefined) =>
  notFound(
    year === undefined ? 'There is no annual data yet' : `There is no annual data for ${year}`,
    'year',
  );

/** As `findYearAnswers`, 404 when there is no such year (exports of a year that does not exist). */
export async function yearAnswers(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number | undefined,
  language = 'en',
) {
  const found = await findYearAnswers(ctx, organisation, year, language);
  if (!found) throw noAnnualData(year);
  return found;
}

/** What the engine's footprint reads of the organisation, besides the year's answers. */
function footprintFacts(facts: OrganisationFacts) {
  const unitSystem: UnitSystem = facts.measurementUnit;
  return {
    country: facts.countryCode ?? '*',
    unitSystem,
    holes: facts.holes,
    hectares: facts.totalArea === null ? null : convert(facts.totalArea, 'area', unitSystem, 'metric'),
    organisationType: facts.type,
  };
}

/**
 * The engine's footprint of a year for this organisation's country, units and size: the one
 * calculation the page, the dashboard and the report all show (docs/carbon-method.md).
 */
export function footprintOf(
  facts: OrganisationFacts,
  year: number,
  yearAnswers: AnswerMap,
  includeWellToTank = false,
): Footprint {
  return footprint(
    { ...footprintFacts(facts), answers: yearAnswers, year, includeWellToTank },
    emissionFactorData(),
  );
}

/**
 * All but the answers that the footprint of `year` reads, with only the factors it uses: the
 * browser computes the footprint of answers not saved yet with the same engine rule
 * (docs/carbon-method.md, docs/annual-data.md#behaviour).
 */
export async function footprintBasis(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number,
): Promise<Schemas['FootprintBasis']> {
  const input = footprintFacts(await organisationFacts(ctx, organisation));
  return { ...input, year, factors: factorsFor(emissionFactorData(), input.country, year) };
}

/**
 * The carbon footprint of an annual-data year, the newest without one (docs/carbon-method.md). An organisation
 * with no annual data yet has no footprint, which is no error (a new facility's dashboard asks); a
 * year named in the request that does not exist is not found.
 */
export async function carbonFootprint(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number | undefined,
  wellToTank = false,
  readerId: number | null = null,
): Promise<Schemas['CarbonFootprint'] | null> {
  const facts = await organisationFacts(ctx, organisation);
  const found = await findYearAnswers(
    ctx,
    organisation,
    year,
    await readerLanguage(ctx.db, readerId),
    figuresOnly,
  );
  if (!found) {
    if (year === undefined) return null;
    throw noAnnualData(year);
  }
  return presentFootprint(
    footprintOf(facts, found.year, found.answers, wellToTank),
    found.set,
    facts.measurementUnit,
  );
}

/**
 * The totals of every annual-data year's footprint, oldest first (docs/insights.md#screens): the same engine
 * footprint as one year's, so each bar of the chart is the total its year's page shows.
 */
export async function footprintYears(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['FootprintYear'][]> {
  const facts = await organisationFacts(ctx, organisation);
  const sets = await yearAnswerSets(ctx, organisation);
  return sets
    .sort((a, b) => a.year - b.year)
    .map((set) => presentFootprintYear(footprintOf(facts, set.year, set.answers)));
}

/** The answers of each of the organisation's annual-data years. */
async function yearAnswerSets(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<{ year: number; answers: AnswerMap }[]> {
  const { annualData } = await organisationSets(ctx, organisation);
  const headers = annualData
    ? (await answers.findYearSets(ctx.db, organisation.organisationId, annualData.set.id)).filter(
        (header) => header.year !== null,
      )
    : [];
  const loaded = await answers.loadAnswers(
    ctx.db,
    headers.map((header) => header.id),
    figuresOnly,
  );
  return headers.map((header) => ({
    year: header.year!,
    answers: (loaded.get(header.id) ?? {}) as AnswerMap,
  }));
}

/** Each annual-data metric over all the organisation's years, in its unit system (docs/insights.md#behaviour). */
export async function annualDataSeries(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['AnnualDataSeries']> {
  const facts = await organisationFacts(ctx, organisation);
  const sets = await yearAnswerSets(ctx, organisation);
  return {
    unitSystem: facts.measurementUnit,
    years: sets.map((set) => set.year).sort((a, b) => a - b),
    metrics: yearSeries(sets, facts.measurementUnit),
  };
}

/**
 * Certification readiness over the best practices and the newest annual-data year (docs/insights.md#behaviour):
 * a certificate is judged on the current year's data, so older years do not count.
 */
export async function certificationReadiness(
  ctx: DataContext,
  organisation: OrganisationAccess,
  readerId: number | null = null,
): Promise<Schemas['CertificationReadiness']> {
  const period = await reviewPeriod(ctx, organisation, undefined, await readerLanguage(ctx.db, readerId));
  return presentReadiness(period.readiness, period.sets, period.year);
}

/**
 * What a certification is judged on (docs/certification.md#applying): every best-practice review
 * and one annual-data year (the newest without one), the engine's readiness over them, whether the
 * year's footprint is final, each answer set's header (its version is what a case freezes) and
 * each set's answers (figures only).
 */
export async function reviewPeriod(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number | undefined,
  language = 'en',
) {
  const { bestPractices, annualData } = await organisationSets(ctx, organisation, language);
  const practiceHeaders = await answers.findAnswerSets(
    ctx.db,
    organisation.organisationId,
    bestPractices.map((entry) => entry.set.id),
    null,
  );
  const yearHeaders = !annualData
    ? []
    : year === undefined
      ? await answers.findYearSets(ctx.db, organisation.organisationId, annualData.set.id)
      : await answers.findAnswerSets(ctx.db, organisation.organisationId, [annualData.set.id], year);
  const [yearHeader] = yearHeaders.filter((candidate) => candidate.year !== null);
  const headers = yearHeader ? [...practiceHeaders, yearHeader] : practiceHeaders;
  const loaded = await answers.loadAnswers(
    ctx.db,
    headers.map((header) => header.id),
    figuresOnly,
  );
  const sets = [...bestPractices, ...(annualData ? [annualData] : [])].map((entry) => entry.set);
  const entries = sets.map((set) => {
    const header = headers.find((candidate) => candidate.questionSetId === set.id);
    return { set, answers: (header && loaded.get(header.id)) ?? {} };
  });
  const reviewedYear = yearHeader?.year ?? null;
  const footprintFinal =
    reviewedYear !== null &&
    footprintOf(
      await organisationFacts(ctx, organisation),
      reviewedYear,
      (loaded.get(yearHeader!.id) ?? {}) as AnswerMap,
    ).missing.length === 0;
  return { readiness: readiness(entries), sets, year: reviewedYear, footprintFinal, headers, entries };
}
