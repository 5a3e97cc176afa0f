import { defineHandlers, requireOrganisation, requireProgramme, requireUserId } from '../../http/handlers.ts';
import * as announcements from './announcements.service.ts';
import * as inbox from './helpdesk-inbox.service.ts';
import * as joinRequests from './join-requests.service.ts';
import * as maintenance from './maintenance.service.ts';
import * as staffActions from './staff-actions.service.ts';
import { createTournament } from './tournaments.service.ts';
import { previewNotices } from '../helpdesk/helpdesk.service.ts';

/** The facility's owner or admin deciding its own join requests (membership checked by the wiring). */
const facilityDecider = (req: Parameters<typeof requireOrganisation>[0] & { userId: number | null }) => ({
  facility: requireOrganisation(req),
  userId: requireUserId(req),
});

/**
 * The programme console (docs/programme-console.md): the wiring has checked x-programme-role staff
 * before the console's own calls run, and the facility's membership (x-activity) before its join requests.
 */
export const consoleHandlers = defineHandlers({
  listConsoleMaintenance: (_req, ctx) => maintenance.listMaintenance(ctx),
  scheduleMaintenance: (req, ctx) => maintenance.scheduleMaintenance(ctx, requireProgramme(req), req.body),
  updateMaintenance: (req, ctx) =>
    maintenance.updateMaintenance(ctx, requireProgramme(req), req.params.maintenanceId, req.body),
  endMaintenance: (req, ctx) =>
    maintenance.endMaintenance(ctx, requireProgramme(req), req.params.maintenanceId),
  listAnnouncements: (_req, ctx) => announcements.listAnnouncements(ctx),
  createAnnouncement: (req, ctx) => announcements.createAnnouncement(ctx, requireProgramme(req), req.body),
  updateAnnouncement: (req, ctx) =>
    announcements.updateAnnouncement(ctx, requireProgramme(req), req.params.announcementId, req.body),
  publishAnnouncement: (req, ctx) =>
    announcements.publishAnnouncement(ctx, requireProgramme(req), req.params.announcementId, req.body),
  unpublishAnnouncement: (req, ctx) =>
    announcements.unpublishAnnouncement(ctx, requireProgramme(req), req.params.announcementId),
  previewNotices: (req, ctx) => previewNotices(ctx, req.query),
  listJoinRequests: (req, ctx) => joinRequests.listQueue(ctx, req.query),
  approveJoinRequest: (req, ctx) =>
    joinRequests.approve(ctx, { staff: requireProgramme(req) }, req.params.requestId, req.body),
  declineJoinRequest: (req, ctx) =>
    joinRequests.decline(ctx, { staff: requireProgramme(req) }, req.params.requestId, req.body),
  listOrganisationJoinRequests: (req, ctx) => joinRequests.listForFacility(ctx, requireOrganisation(req)),
  approveOrganisationJoinRequest: (req, ctx) =>
    joinRequests.approve(ctx, facilityDecider(req), req.params.requestId, req.body),
  declineOrganisationJoinRequest: (req, ctx) =>
    joinRequests.decline(ctx, facilityDecider(req), req.params.requestId, req.body),
  listHelpdeskInbox: (req, ctx) => inbox.listInbox(ctx, req.query),
  replyToHelpdeskMessage: (req, ctx) =>
    inbox.reply(ctx, requireProgramme(req), req.params.messageId, req.body),
  updateHelpdeskMessage: (req, ctx) =>
    inbox.setAnswered(ctx, requireProgramme(req), req.params.messageId, req.body),
  createTournament: (req, ctx) => createTournament(ctx, requireProgramme(req), req.body),
  listStaffActions: (req, ctx) => staffActions.listStaffActions(ctx, req.query),
});
