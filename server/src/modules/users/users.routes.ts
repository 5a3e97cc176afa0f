import { defineHandlers, requireUserId } from '../../http/handlers.ts';
import * as personalData from './personal-data.service.ts';
import * as service from './users.service.ts';

/**
 * The signed-in user's own record, password, picture and organisation links (docs/accounts.md#calls). The wiring
 * has checked that the path's user id is the caller's (x-self-param), so the caller's id is used.
 */
export const usersHandlers = defineHandlers({
  getAppUser: (req, ctx) => service.getUser(ctx, requireUserId(req)),
  updateAppUser: (req, ctx) => service.updateUser(ctx, requireUserId(req), req.body),
  deleteAppUser: (req, ctx) => personalData.deleteAccount(ctx, requireUserId(req)),
  downloadPersonalData: (req, ctx) => personalData.personalData(ctx, requireUserId(req)),
  changePassword: (req, ctx) => service.changePassword(ctx, requireUserId(req), req.body),
  uploadUserProfileImage: (req, ctx) => service.uploadProfileImage(ctx, requireUserId(req), req.files.file),
  getUserProfileImage: (req, ctx) => service.profileImage(ctx, req.params.imageId),
  getUserOrganisations: (req, ctx) => service.organisations(ctx, requireUserId(req), req.query.type),
  getUserInOrganisation: (req, ctx) => service.organisationLinks(ctx, requireUserId(req)),
  updateUserOrganisationRole: (req, ctx) =>
    service.updateOrganisationRole(ctx, requireUserId(req), req.params.orgId, req.body.role),
});
