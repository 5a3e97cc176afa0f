import { defineHandlers, requireOrganisation } from '../../http/handlers.ts';
import * as service from './content.service.ts';

/**
 * The shell's provider content (docs/improve.md#screens): tiles, improve sections and pages, page text,
 * images, downloads and logos. Section content and pages by slug are checked by the wiring
 * (x-activity improve), and so are tiles and side-menu sections when they name an organisation
 * (x-organisation-optional).
 */
export const contentHandlers = defineHandlers({
  getTiles: (req, ctx) => service.tiles(ctx, req.params.lang, req.organisation),
  getContentSections: (req, ctx) => service.sections(ctx, req.params.lang, req.organisation),
  getSectionContent: (req, ctx) =>
    service.sectionContent(ctx, requireOrganisation(req), req.params.sectionId, req.params.lang),
  getSectionContentBySlug: (req, ctx) =>
    service.sectionContentBySlug(ctx, requireOrganisation(req), req.params.sectionSlug, req.params.lang),
  getContentBySlug: (req, ctx) => service.contentBySlug(ctx, requireOrganisation(req), req.params),
  getPageContent: (req, ctx) => service.pageContent(ctx, req.params),
  getContentImage: (req, ctx) => service.contentImage(ctx, req.params.id),
  downloadMedia: (req, ctx) => service.media(ctx, req.params.mediaId),
  getPartnerLogos: (req, ctx) => service.logos(ctx, 'partner', null, req.params.c),
  getFooterLogos: (req, ctx) => service.logos(ctx, 'footer', null, req.params.c),
  getProviderLogos: (req, ctx) => service.logos(ctx, 'provider', req.params.provider, req.params.c),
  getPartnerLogo: (req, ctx) => service.logo(ctx, 'partner', null, req.params.id),
  getFooterLogo: (req, ctx) => service.logo(ctx, 'footer', null, req.params.id),
  getProviderLogo: (req, ctx) => service.logo(ctx, 'provider', req.params.provider, req.params.id),
});
