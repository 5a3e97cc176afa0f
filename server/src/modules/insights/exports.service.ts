import { facilityCurrency, yearVsmeB3, type AnswerMap } from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import type { AppContext, BinaryResult, OrganisationAccess } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { PoolBusyError } from '../../workers/pool.ts';
import { organisationSets } from '../reviews/progress.service.ts';
import * as answers from '../reviews/index.ts';
import { catalogue } from '../reference/catalogue.ts';
import { findUserById } from '../users/index.ts';
import { answersCsv, csvDialect } from './answers-csv.ts';
import { annualReportJob } from './annual-report-job.ts';
import { footprintOf, organisationFacts, readableTurnover } from './insights.service.ts';

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

/** 503 with the catalogue's server-side code (docs/errors.md#catalogue): nothing is wrong with the request. */
const reportsBusy = () =>
  new AppError(
    503,
    'INTERNAL_SERVER_ERROR',
    'Many reports are being made just now. Please try again in a moment.',
  );

/**
 * The PDF report of an annual-data year (see annualReportJob), made in a worker thread: the
 * 80–180 ms of CPU a PDF takes would otherwise hold up every request behind it (docs/engineering.md#heavy-work-off-the-event-loop). On
 * PostgreSQL the worker reads the report too, over its own connections; PGlite answers only on
 * this thread, so the report is read here and the worker renders it.
 */
export async function annualReport(
  ctx: AppContext,
  organisation: OrganisationAccess,
  requestedYear: number | undefined,
  readerId: number,
  wellToTank = false,
): Promise<BinaryResult> {
  const request = { organisation, year: requestedYear, readerId, wellToTank };
  const { databaseUrl, appUrl } = ctx.config;
  const made = await (
    databaseUrl
      ? ctx.exports.run('annualReportFromPostgres', { databaseUrl, appUrl, request })
      : ctx.exports.run('annualReportPdf', await annualReportJob(ctx, request))
  ).catch((error: unknown) => {
    // Every worker busy and the queue full: say so now rather than keep the reader waiting.
    if (error instanceof PoolBusyError) throw reportsBusy();
    throw error;
  });
  if ('failed' in made) {
    const { status, code, message, field } = made.failed;
    throw new AppError(status, code, message, field);
  }
  return {
    contentType: 'application/pdf',
    body: made.pdf,
    filename: `${fileNamePart(made.organisationTitle)}-annual-report-${made.year}.pdf`,
    disposition: 'attachment',
  };
}

/**
 * Every answer of the organisation, all its reviews and every year of annual data, as one CSV
 * (docs/insights.md#behaviour) in the reader's language and its spreadsheet's separators.
 */
export async function answersExport(
  ctx: AppContext,
  organisation: OrganisationAccess,
  readerId: number,
): Promise<BinaryResult> {
  const language = (await findUserById(ctx.db, readerId))?.language ?? 'en';
  const facts = await organisationFacts(ctx, organisation);
  const turnover = await readableTurnover(ctx, organisation, facts);
  const { bestPractices, annualData } = await organisationSets(ctx, organisation, language);
  const sets = [...bestPractices, ...(annualData ? [annualData] : [])].map((entry) => entry.set);
  const exported = await Promise.all(
    sets.map(async (set) => {
      const headers = await answers.findYearSets(ctx.db, organisation.organisationId, set.id);
      const loaded = await answers.loadAnswers(
        ctx.db,
        headers.map((header) => header.id),
      );
      const years = headers.map((header) => {
        const answers = (loaded.get(header.id) ?? {}) as AnswerMap;
        // Annual data gives each year's footprint, by the same rule as the year page and the report.
        const footprint =
          set.id === annualData?.set.id && header.year !== null
            ? footprintOf(facts, header.year, answers)
            : null;
        // VSME B3 from the same footprint, its intensity over the facility's turnover.
        const vsme = footprint
          ? yearVsmeB3(footprint, emissionFactorData(), {
              answers,
              unitSystem: facts.measurementUnit,
              turnover,
            })
          : null;
        return { year: header.year, answers, footprint, vsme };
      });
      return { set, years };
    }),
  );
  const numbered = exported
    .flatMap((entry) => entry.years.flatMap((year) => (year.year === null ? [] : [year.year])))
    .sort((a, b) => a - b);
  const first = numbered[0];
  const last = numbered[numbered.length - 1];
  const span = first === undefined ? '' : first === last ? `-${first}` : `-${first}-${last}`;
  return {
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(
      answersCsv(
        exported,
        facts.measurementUnit,
        await catalogue(ctx.db, language),
        facilityCurrency(facts.countryCode, facts.measurementUnit, facts.currency),
        csvDialect(language),
      ),
      'utf8',
    ),
    filename: `${fileNamePart(facts.title)}-answers${span}.csv`,
    disposition: 'attachment',
  };
}
