import { defineHandlers, requireProgramme } from '../../http/handlers.ts';
import * as programme from './programme.service.ts';

/** Programme staff and verifiers; the wiring has checked x-programme-role before any of these runs. */
export const programmeHandlers = defineHandlers({
  getProgrammeRoles: (req, ctx) => programme.programmeRoles(ctx, requireProgramme(req)),
  listVerifiers: (_req, ctx) => programme.listVerifiers(ctx),
  addVerifier: (req, ctx) => programme.addVerifier(ctx, req.body),
  addProgrammeStaff: (req, ctx) => programme.addStaff(ctx, req.body.email, requireProgramme(req).userId),
});
