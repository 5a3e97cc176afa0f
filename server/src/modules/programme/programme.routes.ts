import { defineHandlers, requireProgramme } from '../../http/handlers.ts';
import * as invitations from './invitations.service.ts';
import * as programme from './programme.service.ts';

/** Programme staff and verifiers; the wiring has checked x-programme-role before any of these runs. */
export const programmeHandlers = defineHandlers({
  getProgrammeRoles: (req, ctx) => programme.programmeRoles(ctx, requireProgramme(req)),
  listVerifiers: (_req, ctx) => programme.listVerifiers(ctx),
  addVerifier: (req, ctx) => programme.addVerifier(ctx, req.body),
  addProgrammeStaff: (req, ctx) => programme.addStaff(ctx, req.body.email, requireProgramme(req).userId),
  listProgrammeStaff: (_req, ctx) => invitations.listStaff(ctx),
  listProgrammeInvitations: (_req, ctx) => invitations.listInvitations(ctx),
  inviteToProgramme: (req, ctx) => invitations.invite(ctx, requireProgramme(req), req.body),
  revokeProgrammeInvitation: (req, ctx) => invitations.revoke(ctx, req.params.invitationId),
  acceptProgrammeInvitation: (req, ctx) => invitations.accept(ctx, requireProgramme(req), req.body),
});
