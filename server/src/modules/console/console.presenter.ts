import type { Schemas } from '@oncourse/openapi';
import type { AnnouncementRow } from './announcements.repository.ts';
import type { InboxMessageRow, ReplyRow } from './helpdesk-inbox.repository.ts';
import type { JoinRequestRow } from './join-requests.repository.ts';
import type { MaintenanceRow } from './maintenance.repository.ts';
import type { StaffActionRow } from './staff-actions.repository.ts';

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export const presentMaintenance = (row: MaintenanceRow): Schemas['ConsoleMaintenance'] => ({
  id: row.id,
  active: row.active,
  maintenanceStartDate: row.maintenanceStartDate,
  maintenanceStartTime: row.maintenanceStartTime,
  maintenanceDuration: row.maintenanceDuration,
  durationUnits: row.durationUnits,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export const presentAnnouncement = (row: AnnouncementRow): Schemas['ConsoleAnnouncement'] => ({
  id: row.id,
  title: row.title,
  body: row.body,
  organisationType: row.organisationType,
  countryId: row.countryId,
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const personOf = (row: {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}): Schemas['ConsolePerson'] => ({ userId: row.userId, name: nameOf(row), email: row.email });

const organisationOf = (row: { organisationId: number | null; organisationTitle: string | null }) =>
  row.organisationId === null || row.organisationTitle === null
    ? null
    : { id: row.organisationId, title: row.organisationTitle };

export const presentJoinRequest = (row: JoinRequestRow): Schemas['ConsoleJoinRequest'] => ({
  id: row.id,
  status: row.status,
  person: personOf(row),
  organisationName: row.organisationName,
  organisation: organisationOf(row),
  countryCode: row.countryCode,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
  accessType: row.accessType,
  declineReason: row.declineReason,
});

export const presentInboxMessage = (
  row: InboxMessageRow,
  replies: ReplyRow[],
): Schemas['ConsoleHelpdeskMessage'] => ({
  id: row.id,
  reason: row.reason,
  message: row.message,
  callBack: row.callBackPhone !== null ? { phone: row.callBackPhone, time: row.callBackTime ?? '' } : null,
  sender: personOf(row),
  organisation: organisationOf(row),
  createdAt: row.createdAt.toISOString(),
  answeredAt: iso(row.answeredAt),
  replies: replies.map((reply) => ({
    id: reply.id,
    text: reply.text,
    author: nameOf(reply),
    createdAt: reply.createdAt.toISOString(),
  })),
});

export const presentStaffAction = (row: StaffActionRow): Schemas['StaffAction'] => ({
  id: row.id,
  // Only recordStaffAction writes the column, always with a StaffActionKind.
  kind: row.kind as Schemas['StaffActionKind'],
  subjectId: row.subjectId,
  actor: { userId: row.userId, name: nameOf(row) },
  before: row.before ?? null,
  after: row.after ?? null,
  at: row.createdAt.toISOString(),
});
