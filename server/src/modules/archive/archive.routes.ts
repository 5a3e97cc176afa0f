import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import * as service from './archive.service.ts';

/**
 * The organisation archive (docs/organisations.md#archive). The wiring has checked membership
 * (x-activity); the service lets only the owner through.
 */
export const archiveHandlers = defineHandlers({
  downloadOrganisationArchive: (req, ctx) =>
    service.organisationArchive(ctx, requireOrganisation(req), requireUserId(req)),
});
