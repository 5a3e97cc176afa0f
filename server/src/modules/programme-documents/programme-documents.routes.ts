import { defineHandlers, requireProgramme } from '../../http/handlers.ts';
import * as service from './programme-documents.service.ts';

/** The programme's documents in the console (docs/programme-console.md#documents); staff checked by the wiring. */
export const programmeDocumentsHandlers = defineHandlers({
  listProgrammeDocuments: (_req, ctx) => service.listProgrammeDocuments(ctx),
  uploadProgrammeDocument: (req, ctx) =>
    service.uploadProgrammeDocument(ctx, requireProgramme(req), req.body, req.files.file),
  replaceProgrammeDocumentFile: (req, ctx) =>
    service.replaceProgrammeDocumentFile(ctx, requireProgramme(req), req.params.documentId, req.files.file),
  retireProgrammeDocument: (req, ctx) =>
    service.retireProgrammeDocument(ctx, requireProgramme(req), req.params.documentId),
  downloadProgrammeDocument: (req, ctx) => service.downloadProgrammeDocument(ctx, req.params.documentId),
});
