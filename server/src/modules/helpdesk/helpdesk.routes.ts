import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import * as service from './helpdesk.service.ts';

/**
 * The helpdesk: the own-account calls (message, badge, notices) are checked by the wiring
 * (x-self-param), the organisation's sent messages by its membership check (x-activity).
 */
export const helpdeskHandlers = defineHandlers({
  contactHelpdesk: (req, ctx) => service.contactHelpdesk(ctx, requireUserId(req), req.body),
  getHelpdeskBadge: (req, ctx) => service.badge(ctx, requireUserId(req)),
  getNotices: (req, ctx) => service.listNotices(ctx, requireUserId(req), req.params.lang),
  updateNotice: (req, ctx) => service.updateNotice(ctx, requireUserId(req), req.params.noticeId, req.body),
  getOrganisationHelpdeskMessages: (req, ctx) =>
    service.listOrganisationMessages(ctx, requireOrganisation(req)),
});
