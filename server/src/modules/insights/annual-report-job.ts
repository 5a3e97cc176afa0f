import { regionalLocale } from '@oncourse/engine';
import type { Config } from '../../config.ts';
import type { DataContext, OrganisationAccess } from '../../core/context.ts';
import { benchmarks as yearBenchmarks } from '../benchmarks/benchmarks.service.ts';
import { targets as reductionTargets } from '../benchmarks/targets.service.ts';
import { bestPracticeCards } from '../reviews/progress.service.ts';
import { stringsIn } from '../reference/catalogue.ts';
import { findUserById } from '../users/user-records.service.ts';
import type { AnnualReportInput } from './annual-report.pdf.ts';
import { findYearAnswers, footprintOf, organisationFacts, yearAnswers } from './insights.service.ts';

/** Which report is asked for: the organisation the wiring checked, the reader and the options. */
export interface ReportRequest {
  organisation: OrganisationAccess;
  /** The newest year with annual data when not given. */
  year: number | undefined;
  readerId: number;
  /** With well-to-tank (Scope 3, category 3), as the footprint page shows it. */
  wellToTank: boolean;
}

/**
 * The annual report's data as it crosses to a worker thread: everything read from the database,
 * with the reader's catalogue as its strings (a function cannot be sent).
 */
export type AnnualReportJob = Omit<AnnualReportInput, 'text'> & { strings: Record<string, string> };

/** What reading a report needs: the database, and the app's address for the method page's link. */
export type ReportContext = DataContext & { config: Pick<Config, 'appUrl'> };

/**
 * What the PDF report of an annual-data year shows, the newest without one (issue 12), read from
 * the database: in the language of the reader's profile with numbers and dates as written in the
 * facility's country (issue 20), compared with the year before when there is one; with
 * well-to-tank (Scope 3, category 3) when asked, as the footprint page does (issue 19); where the
 * year stands among its peers and the targets' paths (issue 24). 404 when there is no such year.
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
