import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import * as service from './documents.service.ts';

/** The document library (docs/documents.md#behaviour, docs/documents.md#calls); membership, activity and write access are checked by the wiring. */
export const documentsHandlers = defineHandlers({
  getDocuments: (req, ctx) => service.list(ctx, requireOrganisation(req), req.query.location, req.userId),
  uploadDocument: (req, ctx) =>
    service.upload(ctx, requireOrganisation(req), requireUserId(req), req.body, req.files.file),
  getDocumentData: (req, ctx) =>
    service.data(ctx, requireOrganisation(req), req.params.docId, req.query.oncourse ?? false),
  updateDocument: (req, ctx) =>
    service.update(ctx, requireOrganisation(req), req.params.docId, req.body, req.query.oncourse ?? false),
  deleteDocument: (req, ctx) =>
    service.remove(ctx, requireOrganisation(req), req.params.docId, req.query.oncourse ?? false),
  downloadOrganisationDocument: (req, ctx) =>
    service.download(ctx, req.params.docId, req.query.oncourse ?? false),
});
