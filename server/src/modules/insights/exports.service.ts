import { regionalLocale, type AnswerMap } from '@oncourse/engine';
import type { AppContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { PoolBusyError } from '../../workers/pool.ts';
import { benchmarks as yearBenchmarks } from '../benchmarks/benchmarks.service.ts';
import { targets as reductionTargets } from '../benchmarks/targets.service.ts';
import { bestPracticeCards } from '../reviews/progress.service.ts';
import { questionSetInLanguage } from '../reviews/question-set-cache.ts';
import { requireQuestionSet } from '../reviews/question-sets.service.ts';
import * as answers from '../reviews/answer-sets.service.ts';
import { catalogue, stringsIn } from '../reference/catalogue.ts';
import { findUserById } from '../users/user-records.service.ts';
import { answersCsv } from './answers-csv.ts';
import type { AnnualReportJob } from './export.tasks.ts';
import { findYearAnswers, footprintOf, organisationFacts, yearAnswers } from './insights.service.ts';

/** A file-name part: letters and digits of any script, runs of anything else as one hyphen. */
export function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'organisation'
  );
}

/**
 * What the PDF report of an annual-data year shows, the newest without one (issue 12), read from
 * the database: in the language of the reader's profile with numbers and dates as written in the
 * facility's country (issue 20), compared with the year before when there is one; with
 * well-to-tank (Scope 3, category 3) when asked, as the footprint page does (issue 19); where the
 * year stands among its peers and the targets' paths (issue 24). 404 when
 * there is no such year. Plain data, for a worker to render.
 */
export async function annualReportJob(
  ctx: AppContext,
  organisation: OrganisationAccess,
  requestedYear: number | undefined,
  readerId: number,
  wellToTank = false,
): Promise<AnnualReportJob> {
  const language = (await findUserById(ctx.db, readerId))?.language ?? 'en';
  const facts = await organisationFacts(ctx, organisation);
  const { set, year, answers: own } = await yearAnswers(ctx, organisation, requestedYear, language);
  // The year before gives figures only: the report prints this year's notes.
  const before = await findYearAnswers(ctx, organisation, year - 1, language, { notes: false });
  const reviews = await bestPracticeCards(ctx, organisation, readerId);
  return {
    organisation: facts,
    year,
    set,
    answers: own,
    footprint: footprintOf(facts, year, own, wellToTank),
    previous: before && {
      year: before.year,
      answers: before.answers,
      footprint: footprintOf(facts, before.year, before.answers, wellToTank),
    },
    methodUrl: `${ctx.config.appUrl}/carbon-method`,
    reviews: reviews.map(({ title, progress }) => ({ title, progress })),
    benchmarks: await yearBenchmarks(ctx, organisation, year),
    targets: await reductionTargets(ctx, organisation),
    generatedAt: new Date(),
    strings: await stringsIn(ctx.db, language),
    locale: regionalLocale(language, facts.countryCode),
  };
}

/** 503 with the catalogue's server-side code (docs/errors.md#catalogue): nothing is wrong with the request. */
const reportsBusy = () =>
  new AppError(
    503,
    'INTERNAL_SERVER_ERROR',
    'Many reports are being made just now. Please try again in a moment.',
  );

/**
 * The PDF report of an annual-data year (see annualReportJob), rendered in a worker thread: the
 * 80–180 ms of CPU a PDF takes would otherwise hold up every request behind it (issue 23).
 */
export async function annualReport(
  ctx: AppContext,
  organisation: OrganisationAccess,
  requestedYear: number | undefined,
  readerId: number,
  wellToTank = false,
): Promise<BinaryResult> {
  const job = await annualReportJob(ctx, organisation, requestedYear, readerId, wellToTank);
  const body = await ctx.exports.run('annualReportPdf', job).catch((error: unknown) => {
    // Every worker busy and the queue full: say so now rather than keep the reader waiting.
    if (error instanceof PoolBusyError) throw reportsBusy();
    throw error;
  });
  return {
    contentType: 'application/pdf',
    body,
    filename: `${fileNamePart(job.organisation.title)}-annual-report-${job.year}.pdf`,
    disposition: 'attachment',
  };
}

/** Every answer of one of the organisation's question sets as CSV, all years (issue 12), in the reader's language. */
export async function answersExport(
  ctx: AppContext,
  organisation: OrganisationAccess,
  setId: number,
  readerId: number,
): Promise<BinaryResult> {
  const language = (await findUserById(ctx.db, readerId))?.language ?? 'en';
  const facts = await organisationFacts(ctx, organisation);
  const { set } = await questionSetInLanguage(
    ctx.db,
    await requireQuestionSet(ctx, organisation, setId, 'setId'),
    language,
  );
  const headers = await answers.findYearSets(ctx.db, organisation.organisationId, set.id);
  const loaded = await answers.loadAnswers(
    ctx.db,
    headers.map((header) => header.id),
  );
  const years = headers.map((header) => ({
    year: header.year,
    answers: (loaded.get(header.id) ?? {}) as AnswerMap,
  }));
  const numbered = years.flatMap((entry) => (entry.year === null ? [] : [entry.year])).sort((a, b) => a - b);
  const first = numbered[0];
  const last = numbered[numbered.length - 1];
  const span = first === undefined ? '' : first === last ? `-${first}` : `-${first}-${last}`;
  return {
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(
      answersCsv(set, years, facts.measurementUnit, await catalogue(ctx.db, language)),
      'utf8',
    ),
    filename: `${fileNamePart(facts.title)}-${set.slug}${span}.csv`,
    disposition: 'attachment',
  };
}
