// Notices staff write (docs/programme-console.md#behaviour): a draft until published to an audience
// (everyone, one organisation type, one country); publishing records the notice users read and the
// helpdesk badge counts, unpublishing withdraws it.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Translated } from '../../db/schema/index.ts';
import { countryExists, recordNotice, withdrawNotice } from '../helpdesk/index.ts';
import * as repository from './announcements.repository.ts';
import { presentAnnouncement } from './console.presenter.ts';
import { auditedChanges } from './staff-actions.service.ts';

/** The wording by language without blank entries; a text of spaces is no text. */
function cleaned(texts: Record<string, string> | undefined): Translated {
  return Object.fromEntries(
    Object.entries(texts ?? {})
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** Title and body, refused with nothing saved when the English title is missing (it is every reader's fallback). */
function wordingOf(body: Schemas['ConsoleAnnouncementInput']) {
  const title = cleaned(body.title);
  if (title.en === undefined)
    throw unprocessable('An English title is required', 'title.en', 'REQUIRED_FIELD_MISSING');
  return { title, body: cleaned(body.body) };
}

async function findOr404(ctx: AppContext, id: number) {
  const row = await repository.findAnnouncement(ctx.db, id);
  if (!row) throw notFound('Notice not found', 'announcementId');
  return row;
}

const change = auditedChanges(presentAnnouncement);

/** The notice users read: a published announcement's wording for its audience. */
const publishedNotice = (row: repository.AnnouncementRow, renew: boolean, tx: Executor) =>
  recordNotice(
    tx,
    {
      kind: 'announcement',
      sourceId: row.id,
      title: row.title,
      body: row.body,
      organisationType: row.organisationType,
      countryId: row.countryId,
    },
    renew,
  );

export async function listAnnouncements(ctx: AppContext): Promise<Schemas['ConsoleAnnouncement'][]> {
  return (await repository.listAnnouncements(ctx.db)).map(presentAnnouncement);
}

export async function createAnnouncement(
  ctx: AppContext,
  staff: ProgrammeAccess,
  body: Schemas['ConsoleAnnouncementInput'],
): Promise<Schemas['ConsoleAnnouncement']> {
  const wording = wordingOf(body);
  return change(ctx, staff, 'announcement.create', null, (tx) =>
    repository.insertAnnouncement(tx, { ...wording, createdByUserId: staff.userId }),
  );
}

/** New wording; a published notice shows it at once and keeps its date, so it does not count as news again. */
export async function updateAnnouncement(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
  body: Schemas['ConsoleAnnouncementInput'],
): Promise<Schemas['ConsoleAnnouncement']> {
  const before = await findOr404(ctx, id);
  const wording = wordingOf(body);
  return change(ctx, staff, 'announcement.update', before, async (tx) => {
    const row = await repository.updateAnnouncement(tx, id, wording);
    if (row.publishedAt !== null) await publishedNotice(row, false, tx);
    return row;
  });
}

/**
 * Publishes to an audience (422 INVALID_RESOURCE for an unknown country). Publishing a draft makes
 * it news; moving a published notice to another audience keeps its date.
 */
export async function publishAnnouncement(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
  audience: Schemas['ConsoleAudience'],
): Promise<Schemas['ConsoleAnnouncement']> {
  const before = await findOr404(ctx, id);
  if (audience.countryId !== null && !(await countryExists(ctx.db, audience.countryId)))
    throw unprocessable('Unknown country', 'countryId', 'INVALID_RESOURCE');
  const fresh = before.publishedAt === null;
  return change(ctx, staff, 'announcement.publish', before, async (tx) => {
    const row = await repository.updateAnnouncement(tx, id, {
      organisationType: audience.organisationType,
      countryId: audience.countryId,
      publishedAt: before.publishedAt ?? new Date(),
    });
    await publishedNotice(row, fresh, tx);
    return row;
  });
}

/** Withdraws a published notice: nobody sees it or counts it any more; the draft stays. */
export async function unpublishAnnouncement(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
): Promise<Schemas['ConsoleAnnouncement']> {
  const before = await findOr404(ctx, id);
  if (before.publishedAt === null) return presentAnnouncement(before);
  return change(ctx, staff, 'announcement.unpublish', before, async (tx) => {
    await withdrawNotice(tx, 'announcement', id);
    return repository.updateAnnouncement(tx, id, { publishedAt: null });
  });
}
