import { defineHandlers, requireUserId } from '../../http/handlers.ts';
import * as service from './helpdesk.service.ts';

/** The helpdesk (spec 001 §1–2); both are own-account calls, checked by the wiring (x-self-param). */
export const helpdeskHandlers = defineHandlers({
  contactHelpdesk: (req, ctx) => service.contactHelpdesk(ctx, requireUserId(req), req.body),
  getHelpdeskBadge: (req, ctx) => service.badge(ctx, requireUserId(req)),
});
