import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import { download } from '../documents/documents.service.ts';
import * as service from './organisations.service.ts';

/**
 * Creating, joining and reading organisations (docs/organisations.md). createOrganisation's user id
 * is checked to be the caller's by the wiring (x-self-param); getOrganisation's membership and
 * activity too (x-activity).
 */
export const organisationsHandlers = defineHandlers({
  createOrganisation: (req, ctx) => service.createOrganisation(ctx, requireUserId(req), req.body),
  requestToJoinOrganisation: (req, ctx) => service.requestToJoin(ctx, requireUserId(req), req.body),
  getOrganisation: (req, ctx) => service.organisation(ctx, requireOrganisation(req)),
  getOrganisationGroups: async () => service.organisationGroups(),
  getTournaments: (_req, ctx) => service.tournaments(ctx),
  getRoleTypes: (_req, ctx) => service.roleTypes(ctx),
  // The contract gives it the same rule and answer as downloadOrganisationDocument.
  getDocumentDataById: (req, ctx) => download(ctx, req.params.docId, false),
});
