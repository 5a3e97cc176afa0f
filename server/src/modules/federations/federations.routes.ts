import { defineHandlers, requireOrganisation, requireProgramme } from '../../http/handlers.ts';
import { listFederations } from '../programme/programme.service.ts';
import * as federations from './federations.service.ts';

/**
 * National federations (docs/programme-console.md#federations): the wiring has checked
 * x-programme-role (federation; staff for the list of accounts) or the facility's activity.
 */
export const federationsHandlers = defineHandlers({
  listFederations: (_req, ctx) => listFederations(ctx),
  getFederationFigures: (req, ctx) => federations.federationFigures(ctx, requireProgramme(req)),
  downloadFederationFiguresCsv: (req, ctx) =>
    federations.federationFiguresCsv(ctx, requireProgramme(req), req.params.table),
  listFederationFacilities: (req, ctx) => federations.listFacilities(ctx, requireProgramme(req)),
  getFederationFacility: (req, ctx) =>
    federations.facility(ctx, requireProgramme(req), req.params.facilityId),
  getFederationSharing: (req, ctx) => federations.sharing(ctx, requireOrganisation(req)),
  updateFederationSharing: (req, ctx) => federations.updateSharing(ctx, requireOrganisation(req), req.body),
});
