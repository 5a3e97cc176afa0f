import { textFrom } from '../reference/text.ts';
import { annualReportPdf, type AnnualReportInput } from './annual-report.pdf.ts';

/**
 * The annual report's data as it crosses to a worker thread: everything the service read from the
 * database, with the reader's catalogue as its strings (a function cannot be sent).
 */
export type AnnualReportJob = Omit<AnnualReportInput, 'text'> & { strings: Record<string, string> };

/**
 * What the export workers render (workers/exports.worker.ts): pure functions of plain data, so the
 * CPU they take (a PDF is 80–180 ms) is off the event loop that answers every other request. The
 * CSV stays on the event loop: writing it takes under a millisecond.
 */
export const exportTasks = {
  annualReportPdf: async ({ strings, ...input }: AnnualReportJob): Promise<Uint8Array> =>
    annualReportPdf({ ...input, text: textFrom(strings) }),
};

export type ExportTasks = typeof exportTasks;
