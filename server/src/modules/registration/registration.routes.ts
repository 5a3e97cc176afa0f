import { defineHandlers } from '../../http/handlers.ts';
import * as service from './registration.service.ts';

/** Self-registration and its e-mailed completion link (docs/registration.md#behaviour, docs/registration.md#calls). */
export const registrationHandlers = defineHandlers({
  newRegistration: (req, ctx) => service.register(ctx, req.body),
  resendRegistrationEmail: (req, ctx) => service.resend(ctx, req.body),
  validateRegistrationToken: (req, ctx) => service.validateToken(ctx, req.query.token),
  getRegistrationInvitation: (req, ctx) => service.invitation(ctx, req.query.token),
  completeRegistration: (req, ctx) => service.complete(ctx, req.body),
});
