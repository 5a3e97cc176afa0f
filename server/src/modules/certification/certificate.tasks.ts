// The certificate's work in the export workers (workers/exports.worker.ts): rendering a PDF takes
// tens of milliseconds of CPU that would otherwise hold up every request behind it
// (docs/engineering.md#heavy-work-off-the-event-loop). What crosses is plain data both ways.
import { textFrom } from '../reference/text.ts';
import { certificatePdf, type CertificateInput } from './certificate.pdf.ts';

/** The certificate's data as it crosses to a worker, with the reader's catalogue as its strings. */
export type CertificateJob = Omit<CertificateInput, 'text'> & { strings: Record<string, string> };

export type CertificateTasks = {
  /** Renders a certificate the event loop read (a few rows: not worth a worker's own connection). */
  certificatePdf: (job: CertificateJob) => Promise<Uint8Array>;
};

export const certificateTasks: CertificateTasks = {
  certificatePdf: ({ strings, ...input }) => certificatePdf({ ...input, text: textFrom(strings, input.locale) }),
};
