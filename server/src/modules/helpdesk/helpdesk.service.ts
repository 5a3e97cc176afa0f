import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { badRequest, notFound, unprocessable } from '../../core/errors.ts';
import { helpdeskMail } from '../../mail/templates/helpdesk-mail.ts';
import { presentNotice, presentNoticePreview, presentSentMessage } from './helpdesk.presenter.ts';
import * as repository from './helpdesk.repository.ts';

/** The fewest digits a telephone number has (a short national number with its area code). */
const PHONE_MIN_DIGITS = 6;

/**
 * The number and time of a "Please call me" (docs/helpdesk.md#input-rules): both required, the
 * number of digits, spaces and plus signs with at least six digits, the time free text.
 */
function callBackOf(body: Schemas['HelpdeskMessage']): { phone: string; time: string } {
  const phone = body.phone?.trim() ?? '';
  const time = body.call_time?.trim() ?? '';
  if (phone === '') throw badRequest('REQUIRED_FIELD_MISSING', 'Phone number required', 'phone');
  if ((phone.match(/[0-9]/g) ?? []).length < PHONE_MIN_DIGITS)
    throw badRequest('INCORRECT_FORMAT', 'Invalid Number', 'phone');
  if (time === '') throw badRequest('REQUIRED_FIELD_MISSING', 'A time for the call is required', 'call_time');
  return { phone, time };
}

/**
 * Stores a helpdesk message and e-mails it to the provider with the sender, their active
 * organisation and the reason (docs/helpdesk.md: reason required, message required, at most 2000
 * characters; a call asked for carries its number and time). The message and its mail are stored
 * together; the outbox delivers the mail.
 */
export async function contactHelpdesk(
  ctx: AppContext,
  userId: number,
  body: Schemas['HelpdeskMessage'],
): Promise<Schemas['Acknowledgement']> {
  // The contract bounds the length; a message of spaces is as empty as no message.
  const message = body.message.trim();
  if (message === '') throw badRequest('REQUIRED_FIELD_MISSING', 'Message required', 'message');
  const callBack = body.reason === 'CALL' ? callBackOf(body) : null;
  const sender = await repository.findSender(ctx.db, userId);
  if (!sender) throw notFound('User not found', 'id');
  const organisation =
    sender.organisationId !== null && sender.organisationTitle !== null
      ? { id: sender.organisationId, title: sender.organisationTitle }
      : null;
  await ctx.db.transaction(async (tx) => {
    await repository.insertMessage(tx, {
      userId,
      organisationId: organisation?.id ?? null,
      reason: body.reason,
      message,
      callBackPhone: callBack?.phone ?? null,
      callBackTime: callBack?.time ?? null,
    });
    await ctx.mailer.send(
      helpdeskMail({
        to: ctx.config.providerEmail,
        reason: body.reason,
        message,
        callBack,
        user: sender,
        organisation,
      }),
      tx,
    );
  });
  return { acknowledged: true };
}

/** The top-bar badge: the provider's notices the user has not opened (their own messages never count). */
export async function badge(ctx: AppContext, userId: number): Promise<Schemas['HelpdeskBadge']> {
  return { count: await repository.countUnread(ctx.db, userId) };
}

const NOTICES_LISTED = 50;
const MESSAGES_LISTED = 100;

/** The helpdesk page's notices, newest first, in the reader's language. */
export async function listNotices(
  ctx: AppContext,
  userId: number,
  lang: string,
): Promise<Schemas['Notice'][]> {
  const rows = await repository.listNotices(ctx.db, userId, NOTICES_LISTED);
  return rows.map((row) => presentNotice(row, lang));
}

/**
 * What a user of a facility or a tournament in a country is shown, for staff to check an audience
 * (docs/programme-console.md#behaviour); the same rule as the user's own list, without the reads.
 */
export async function previewNotices(
  ctx: AppContext,
  query: { organisationType: Schemas['OrganisationType']; countryId?: number; lang?: string },
): Promise<Schemas['ConsoleNoticePreview'][]> {
  const countryId = query.countryId ?? null;
  if (countryId !== null && !(await repository.countryExists(ctx.db, countryId)))
    throw unprocessable('Unknown country', 'countryId', 'INVALID_RESOURCE');
  const rows = await repository.listAudienceNotices(
    ctx.db,
    { organisationType: query.organisationType, countryId },
    NOTICES_LISTED,
  );
  return rows.map((row) => presentNoticePreview(row, query.lang ?? 'en'));
}

/** Opening a notice marks it read (once); answers the badge after it. */
export async function updateNotice(
  ctx: AppContext,
  userId: number,
  noticeId: number,
  body: Schemas['NoticeUpdate'],
): Promise<Schemas['HelpdeskBadge']> {
  // A notice the user is not shown is answered like one that does not exist, so ids cannot be probed.
  if (!(await repository.isVisible(ctx.db, userId, noticeId))) throw notFound('Notice not found', 'noticeId');
  if (body.read) await repository.markRead(ctx.db, userId, noticeId);
  else await repository.markUnread(ctx.db, userId, noticeId);
  return badge(ctx, userId);
}

/** What the organisation has asked the helpdesk (membership and `communicate` checked by the wiring). */
export async function listOrganisationMessages(
  ctx: AppContext,
  organisation: OrganisationAccess,
): Promise<Schemas['SentHelpdeskMessage'][]> {
  const rows = await repository.listOrganisationMessages(
    ctx.db,
    organisation.organisationId,
    MESSAGES_LISTED,
  );
  return rows.map(presentSentMessage);
}
