import { defineHandlers, requireProgramme } from '../../http/handlers.ts';
import * as service from './content-editing.service.ts';

/** Improvement content and tiles edited in the console (docs/programme-console.md#content); staff checked by the wiring. */
export const contentEditingHandlers = defineHandlers({
  listEditableContent: (_req, ctx) => service.listEditableContent(ctx),
  getEditableContent: (req, ctx) =>
    service.getEditableContent(ctx, req.params.contentKind, req.params.contentId),
  saveContentDraft: (req, ctx) =>
    service.saveContentDraft(
      ctx,
      requireProgramme(req),
      req.params.contentKind,
      req.params.contentId,
      req.body,
    ),
  discardContentDraft: (req, ctx) =>
    service.discardContentDraft(ctx, requireProgramme(req), req.params.contentKind, req.params.contentId),
  publishContent: (req, ctx) =>
    service.publishContent(ctx, requireProgramme(req), req.params.contentKind, req.params.contentId),
  restoreContentVersion: (req, ctx) =>
    service.restoreContentVersion(
      ctx,
      requireProgramme(req),
      req.params.contentKind,
      req.params.contentId,
      req.params.version,
    ),
  uploadContentImage: (req, ctx) => service.uploadContentImage(ctx, requireProgramme(req), req.files.file),
  setContentPicture: (req, ctx) =>
    service.setContentPicture(
      ctx,
      requireProgramme(req),
      req.params.contentKind,
      req.params.contentId,
      req.body.imageId,
    ),
});
