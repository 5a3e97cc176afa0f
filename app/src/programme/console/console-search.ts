import type { Schemas } from '@oncourse/openapi';

// The console lists' filters as the address holds them; anything the server would refuse is
// dropped, so a hand-edited address shows the list rather than an error.

const whole = (value: unknown, min: number): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min ? number : undefined;
};
const page = (search: Record<string, unknown>) => {
  const found = whole(search.page, 1);
  return found !== undefined && found > 1 ? { page: found } : {};
};
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export interface JoinRequestSearch {
  status?: Schemas['JoinRequestStatus'];
  page?: number;
}
export function validateJoinRequestSearch(search: Record<string, unknown>): JoinRequestSearch {
  const status = oneOf(JOIN_REQUEST_STATUSES, search.status);
  return { ...(status ? { status } : {}), ...page(search) };
}

export interface InboxSearch {
  answered?: boolean;
  page?: number;
}
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const answered =
    search.answered === true || search.answered === 'true'
      ? true
      : search.answered === false || search.answered === 'false'
        ? false
        : undefined;
  return { ...(answered !== undefined ? { answered } : {}), ...page(search) };
}

export const STAFF_ACTION_KINDS = [
  'maintenance.schedule',
  'maintenance.update',
  'maintenance.end',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.unpublish',
  'join-request.approve',
  'join-request.decline',
  'helpdesk.reply',
  'helpdesk.answered',
  'tournament.create',
] as const satisfies readonly Schemas['StaffActionKind'][];
export interface AuditSearch {
  userId?: number;
  kind?: Schemas['StaffActionKind'];
  page?: number;
}
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const userId = whole(search.userId, 1);
  const kind = oneOf(STAFF_ACTION_KINDS, search.kind);
  return { ...(userId !== undefined ? { userId } : {}), ...(kind ? { kind } : {}), ...page(search) };
}

/** The seven interface languages a notice is written in (docs/languages-units-themes.md#interface-strings). */
export const NOTICE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'sv'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The preview's audience (docs/programme-console.md#behaviour): a type, a country or all, a language. */
export interface NoticesSearch {
  previewType?: Schemas['OrganisationType'];
  previewCountryId?: number;
  previewLanguage?: NoticeLanguage;
}
export function validateNoticesSearch(search: Record<string, unknown>): NoticesSearch {
  const previewType = oneOf(['FACILITY', 'TOURNAMENT'] as const, search.previewType);
  const previewCountryId = whole(search.previewCountryId, 1);
  const previewLanguage = oneOf(NOTICE_LANGUAGES, search.previewLanguage);
  return {
    ...(previewType ? { previewType } : {}),
    ...(previewCountryId !== undefined ? { previewCountryId } : {}),
    ...(previewLanguage ? { previewLanguage } : {}),
  };
}
