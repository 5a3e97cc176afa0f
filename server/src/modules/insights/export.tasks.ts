import { AppError } from '../../core/errors.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { textFrom } from '../reference/text.ts';
import { annualReportJob } from './annual-report-job.ts';
import { annualReportPdf } from './annual-report.pdf.ts';
import type { AnnualReportJob, ExportTasks, RenderedReport } from './report-tasks.ts';

async function render({ strings, ...input }: AnnualReportJob): Promise<RenderedReport> {
  const pdf = await annualReportPdf({ ...input, text: textFrom(strings, input.locale) });
  return { pdf, organisationTitle: input.organisation.title, year: input.year };
}

/**
 * Connections a worker keeps to PostgreSQL: a report reads one query after another, so two are
 * plenty, and a server with a few workers stays far below the database's limit.
 */
const WORKER_CONNECTIONS = 2;
/** How the worker's connections are named in pg_stat_activity. */
export const WORKER_APPLICATION = 'oncourse report worker';
/** The worker's own connections, opened with its first report and kept while it lives. */
const databases = new Map<string, Promise<Database>>();

function databaseAt(url: string): Promise<Database> {
  let database = databases.get(url);
  if (!database) {
    database = openPostgres(url, { connections: WORKER_CONNECTIONS, name: WORKER_APPLICATION }).then(
      (handle) => handle.db,
    );
    // A server that could not be reached is tried again by the next report.
    database.catch(() => databases.delete(url));
    databases.set(url, database);
  }
  return database;
}

/**
 * The export workers' work (workers/exports.worker.ts): CPU-heavy work of plain data in and out,
 * so the CPU it takes (a PDF is 80–180 ms) is off the event loop that answers every other request.
 * The CSV stays on the event loop: writing it takes under a millisecond.
 */
export const exportTasks: ExportTasks = {
  annualReportPdf: render,
  /**
   * On PostgreSQL the worker reads the report too, so the event loop does not spend the ~50 ms of
   * query building, row parsing and figures a report takes either
   * (docs/engineering.md#heavy-work-off-the-event-loop).
   */
  annualReportFromPostgres: async ({ databaseUrl, appUrl, request }) => {
    const ctx = { db: await databaseAt(databaseUrl), config: { appUrl } };
    try {
      return await render(await annualReportJob(ctx, request));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { statusCode: status, code, message, field } = error;
      return { failed: { status, code, message, field } };
    }
  },
};
