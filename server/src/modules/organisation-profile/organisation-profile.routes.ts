import { defineHandlers, requireOrganisation } from '../../http/handlers.ts';
import * as details from './facility-details.service.ts';
import * as images from './organisation-images.service.ts';
import * as profile from './organisation-profile.service.ts';

/**
 * The facility profile (docs/facility-profile.md#input-rules, docs/facility-profile.md#calls): the general form, the facility details and the logo and
 * profile image. Membership, activity and write access are checked by the wiring.
 */
export const organisationProfileHandlers = defineHandlers({
  updateOrganisation: (req, ctx) => profile.updateProfile(ctx, requireOrganisation(req), req.body),
  getOrganisationDetails: (req, ctx) => details.facilityDetails(ctx, requireOrganisation(req)),
  updateOrganisationDetails: (req, ctx) =>
    details.updateFacilityDetails(ctx, requireOrganisation(req), req.body),
  uploadOrganisationLogo: (req, ctx) =>
    images.uploadImage(ctx, requireOrganisation(req), 'logo', req.files.file, req.userId),
  uploadOrganisationProfileImage: (req, ctx) =>
    images.uploadImage(ctx, requireOrganisation(req), 'profile', req.files.file, req.userId),
  getOrganisationLogo: (req, ctx) => images.image(ctx, 'logo', req.params.id),
  getOrganisationProfileImage: (req, ctx) => images.image(ctx, 'profile', req.params.id),
});
