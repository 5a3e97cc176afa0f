import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import * as service from './team.service.ts';

/**
 * The team (docs/team.md#behaviour, docs/team.md#calls). Membership, activity and write access are checked by the wiring,
 * and so is the path's user for accepting and switching owner (x-self-param).
 */
export const teamHandlers = defineHandlers({
  getTeamUsers: (req, ctx) => service.team(ctx, requireOrganisation(req), requireUserId(req)),
  inviteTeamUser: (req, ctx) => service.invite(ctx, requireOrganisation(req), requireUserId(req), req.body),
  reInviteTeamUser: (req, ctx) =>
    service.reInvite(ctx, requireOrganisation(req), requireUserId(req), req.params.userId, req.body),
  updateTeamUser: (req, ctx) =>
    service.changeAccessType(ctx, requireOrganisation(req), requireUserId(req), req.params.userId, req.body),
  removeTeamUser: (req, ctx) =>
    service.remove(ctx, requireOrganisation(req), requireUserId(req), req.params.userId),
  updateInvitedStatus: (req, ctx) => service.acceptInvitation(ctx, req.params.id, requireUserId(req)),
  switchOwner: (req, ctx) => service.switchOwner(ctx, requireOrganisation(req), requireUserId(req), req.body),
});
