import type { ErrorCode } from '@oncourse/openapi';
import type { OrganisationAccess } from '../../core/organisation-access.ts';
import type { AnnualReportInput } from './annual-report-layout.ts';

// What crosses between the event loop and the export workers: plain data both ways. The tasks'
// shapes live apart from their work (export.tasks.ts), which reads the database through the
// services: the app's context names the pool, and must not import those services by it.

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

/** A made report: the PDF and what its file is named after. */
export interface RenderedReport {
  pdf: Uint8Array;
  organisationTitle: string;
  year: number;
}

/** A failure the reader should see (an AppError's fields: an Error does not survive the trip). */
export interface ReportFailure {
  failed: { status: number; code: ErrorCode; message: string; field: string | null };
}

/** What the export workers do (workers/exports.worker.ts runs export.tasks.ts). */
export type ExportTasks = {
  /** Renders a report the event loop read: PGlite lives on the main thread, so it reads there. */
  annualReportPdf: (job: AnnualReportJob) => Promise<RenderedReport>;
  /** Reads a report from PostgreSQL over the worker's own connections, then renders it. */
  annualReportFromPostgres: (input: {
    databaseUrl: string;
    appUrl: string;
    request: ReportRequest;
  }) => Promise<RenderedReport | ReportFailure>;
};
