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

type KindLabel = `console.audit.kinds.${Schemas['StaffActionKind']}`;
/** Each kind of staff action by its label's key (the catalogue's check reads keys, not kinds). */
const KIND_LABELS = [
  'console.audit.kinds.maintenance.schedule',
  'console.audit.kinds.maintenance.update',
  'console.audit.kinds.maintenance.end',
  'console.audit.kinds.announcement.create',
  'console.audit.kinds.announcement.update',
  'console.audit.kinds.announcement.publish',
  'console.audit.kinds.announcement.unpublish',
  'console.audit.kinds.join-request.approve',
  'console.audit.kinds.join-request.decline',
  'console.audit.kinds.helpdesk.reply',
  'console.audit.kinds.helpdesk.answered',
  'console.audit.kinds.tournament.create',
  'console.audit.kinds.programme-document.upload',
  'console.audit.kinds.programme-document.replace',
  'console.audit.kinds.programme-document.retire',
  'console.audit.kinds.content.draft',
  'console.audit.kinds.content.publish',
  'console.audit.kinds.content.restore',
  'console.audit.kinds.content.picture',
] as const satisfies readonly KindLabel[];
// A kind the contract adds fails here until it has its label.
const everyKind: [Exclude<KindLabel, (typeof KIND_LABELS)[number]>] extends [never] ? true : never = true;
void everyKind;

/** The kinds the audit's filter offers, in the order of the console's pages. */
export const STAFF_ACTION_KINDS = KIND_LABELS.map(
  (label) => label.slice('console.audit.kinds.'.length) as Schemas['StaffActionKind'],
);
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
