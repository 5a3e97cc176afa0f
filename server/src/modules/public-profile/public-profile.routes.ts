import { defineHandlers, requireOrganisation } from '../../http/handlers.ts';
import * as settings from './public-profile.service.ts';

/**
 * The club's public-profile settings (docs/public-recognition.md#privacy). Membership, activity
 * and write access are checked by the wiring.
 */
export const publicProfileHandlers = defineHandlers({
  getPublicProfileSettings: (req, ctx) => settings.publicProfileSettings(ctx, requireOrganisation(req)),
  updatePublicProfileSettings: (req, ctx) =>
    settings.updatePublicProfileSettings(ctx, requireOrganisation(req), req.body),
});
