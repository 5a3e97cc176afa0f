import { regionalLocale, yearVsmeB3 } from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import type { Config } from '../../config.ts';
import type { DataContext } from '../../core/context.ts';
import { benchmarks as yearBenchmarks } from '../benchmarks/benchmarks.service.ts';
import { targets as reductionTargets } from '../benchmarks/targets.service.ts';
import { bestPracticeCards } from '../reviews/progress.service.ts';
import { stringsIn } from '../reference/catalogue.ts';
import { findUserById } from '../users/index.ts';
import {
  findYearAnswers,
  footprintOf,
  organisationFacts,
  readableTurnover,
  yearAnswers,
} from './insights.service.ts';
import type { AnnualReportJob, ReportRequest } from './report-tasks.ts';

/** What reading a report needs: the database, and the app's address for the method page's link. */
export type ReportContext = DataContext & { config: Pick<Config, 'appUrl'> };

/**
 * What the PDF report of an annual-data year shows, the newest without one (docs/insights.md#behaviour), read from
 * the database: in the language of the reader's profile with numbers and dates as written in the
 * facility's country, compared with the year before when there is one; with
 * well-to-tank (Scope 3, category 3) when asked, as the footprint page does (docs/carbon-method.md); where the
 * year stands among its peers and the targets' paths (docs/benchmarks-and-targets.md#behaviour). 404 when there is no such year.
 * Plain data, for a worker to render.
 */
export async function annualReportJob(
  ctx: ReportContext,
  { organisation, year: requestedYear, readerId, wellToTank }: ReportRequest,
): Promise<AnnualReportJob> {
  const language = (await findUserById(ctx.db, readerId))?.language ?? 'en';
  const facts = await organisationFacts(ctx, organisation);
  const { set, year, answers: own } = await yearAnswers(ctx, organisation, requestedYear, language);
  // The year before gives figures only: the report prints this year's notes.
  const before = await findYearAnswers(ctx, organisation, year - 1, language, { notes: false });
  const reviews = await bestPracticeCards(ctx, organisation, readerId);
  const footprint = footprintOf(facts, year, own, wellToTank);
  return {
    organisation: facts,
    year,
    set,
    answers: own,
    footprint,
    vsme: yearVsmeB3(footprint, emissionFactorData(), {
      answers: own,
      unitSystem: facts.measurementUnit,
      turnover: await readableTurnover(ctx, organisation, facts),
    }),
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
