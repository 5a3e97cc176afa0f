import { defineHandlers } from '../../http/handlers.ts';
import * as service from './auth.service.ts';

/** Sign-in, token renewal, sign-out and password reset (docs/accounts.md#behaviour, docs/accounts.md#calls). */
export const authHandlers = defineHandlers({
  login: (req, ctx) => service.login(ctx, req.body, req.ip, req.cookies),
  tokenExchange: (req, ctx) => service.exchangeToken(ctx, req.log, req.cookies, req.body),
  logout: (req, ctx) => service.logout(ctx, req.cookies, req.body),
  requestPasswordReset: (req, ctx) => service.requestPasswordReset(ctx, req.body),
  validatePasswordResetToken: (req, ctx) => service.validateResetToken(ctx, req.query.token),
  newPassword: (req, ctx) => service.newPassword(ctx, req.body),
});
