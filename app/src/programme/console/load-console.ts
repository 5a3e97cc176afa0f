import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import { loadCountries } from '../../api/load-countries';
import type { AppServices } from '../../services';
import type { AuditSearch, InboxSearch, JoinRequestSearch, NoticesSearch } from './console-search';

export type Banner = Schemas['ConsoleMaintenance'];
export type Notice = Schemas['ConsoleAnnouncement'];
export type NoticePreview = Schemas['ConsoleNoticePreview'];
export type InboxMessage = Schemas['ConsoleHelpdeskMessage'];
export type StaffAction = Schemas['StaffAction'];

/** Every banner staff scheduled, newest first. */
export async function loadBanners(services: AppServices) {
  return { banners: await need(services.api.GET('/api/console/maintenance')) };
}

/** The notices, the countries an audience may name, and the preview the address asks for. */
export async function loadNotices(services: AppServices, search: NoticesSearch) {
  const { previewType, previewCountryId, previewLanguage } = search;
  const [notices, countries, preview] = await Promise.all([
    need(services.api.GET('/api/console/announcements')),
    loadCountries(services),
    previewType
      ? need(
          services.api.GET('/api/console/notices/preview', {
            params: {
              query: {
                organisationType: previewType,
                ...(previewCountryId ? { countryId: previewCountryId } : {}),
                ...(previewLanguage ? { lang: previewLanguage } : {}),
              },
            },
          }),
        )
      : null,
  ]);
  return { notices, countries, preview };
}

/** One page of the join-request queue. */
export async function loadJoinRequests(services: AppServices, search: JoinRequestSearch) {
  return { page: await need(services.api.GET('/api/console/join-requests', { params: { query: search } })) };
}

/** One page of the helpdesk inbox. */
export async function loadInbox(services: AppServices, search: InboxSearch) {
  return {
    inbox: await need(services.api.GET('/api/console/helpdesk/messages', { params: { query: search } })),
  };
}

/** The countries a tournament may be in, and the tournaments staff made (from the record). */
export async function loadTournaments(services: AppServices) {
  const [countries, made] = await Promise.all([
    loadCountries(services),
    need(services.api.GET('/api/console/audit', { params: { query: { kind: 'tournament.create' } } })),
  ]);
  return { countries, made: made.entries };
}

/** One page of the staff record, and the staff the person filter offers. */
export async function loadAudit(services: AppServices, search: AuditSearch) {
  const [audit, staff] = await Promise.all([
    need(services.api.GET('/api/console/audit', { params: { query: search } })),
    need(services.api.GET('/api/certification/staff')),
  ]);
  return { audit, staff };
}
