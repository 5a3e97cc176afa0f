import type { Schemas } from '@oncourse/openapi';
import { inLanguage } from '../content/content-text.ts';
import type { NoticeRow, listAudienceNotices, listOrganisationMessages } from './helpdesk.repository.ts';

type MessageRow = Awaited<ReturnType<typeof listOrganisationMessages>>[number];
type AudienceNoticeRow = Awaited<ReturnType<typeof listAudienceNotices>>[number];

/** A document notice opens the document library of the organisation the user works on, if any. */
function linkOf(row: NoticeRow): string | null {
  if (row.kind !== 'document') return row.link;
  if (row.organisationType === null) return null;
  return row.organisationType === 'TOURNAMENT' ? '/documents/tournament' : '/documents/facility';
}

/** A notice as its audience reads it in `lang` (English when the notice has no wording in it): staff's preview. */
export const presentNoticePreview = (
  row: AudienceNoticeRow,
  lang: string,
): Schemas['ConsoleNoticePreview'] => {
  const text = inLanguage(row.body, lang);
  return {
    id: row.id,
    kind: row.kind,
    title: inLanguage(row.title, lang),
    text: text === '' ? null : text,
    createdAt: row.createdAt.toISOString(),
  };
};

/** Notice row → Notice in the reader's language, with whether they opened it and where it leads. */
export const presentNotice = (row: NoticeRow, lang: string): Schemas['Notice'] => ({
  ...presentNoticePreview(row, lang),
  link: linkOf(row),
  read: row.read,
  maintenance: row.kind === 'maintenance' ? row.maintenance : null,
});

export const presentSentMessage = (row: MessageRow): Schemas['SentHelpdeskMessage'] => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason,
  sender: `${row.firstName} ${row.lastName}`.trim(),
  message: row.message,
});
