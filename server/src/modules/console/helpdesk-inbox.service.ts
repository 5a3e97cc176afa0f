// The clubs' helpdesk messages as programme staff work through them (docs/programme-console.md#behaviour):
// listed newest first, replied to by e-mail through the outbox (the reply is kept with the message),
// and marked answered.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { helpdeskReplyMail } from '../../mail/templates/helpdesk-reply-mail.ts';
import { presentInboxMessage } from './console.presenter.ts';
import * as repository from './helpdesk-inbox.repository.ts';
import { pageWindow } from './paging.ts';
import { auditedChanges } from './staff-actions.service.ts';

/** A message with its replies, as the contract shows it. */
async function withReplies(db: Executor, row: repository.InboxMessageRow) {
  return presentInboxMessage(row, await repository.listReplies(db, [row.id]));
}

interface Shown {
  id: number;
  shown: Schemas['ConsoleHelpdeskMessage'];
}
const change = auditedChanges((row: Shown) => row.shown);

export async function listInbox(
  ctx: AppContext,
  query: { answered?: boolean; page?: number },
): Promise<Schemas['ConsoleHelpdeskPage']> {
  const window = pageWindow(query.page);
  const { rows, total } = await repository.listMessages(ctx.db, {
    ...(query.answered === undefined ? {} : { answered: query.answered }),
    limit: window.limit,
    offset: window.offset,
  });
  const replies = await repository.listReplies(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    messages: rows.map((row) =>
      presentInboxMessage(
        row,
        replies.filter((reply) => reply.messageId === row.id),
      ),
    ),
    total,
    page: window.page,
    pageSize: window.pageSize,
  };
}

async function findOr404(ctx: AppContext, id: number): Promise<Shown & { row: repository.InboxMessageRow }> {
  const row = await repository.findMessage(ctx.db, id);
  if (!row) throw notFound('Message not found', 'messageId');
  return { id, row, shown: await withReplies(ctx.db, row) };
}

/** Replies by e-mail to the sender, in their language; the message counts as answered from then on. */
export async function reply(
  ctx: AppContext,
  staff: ProgrammeAccess,
  messageId: number,
  body: Schemas['HelpdeskReplyInput'],
): Promise<Schemas['ConsoleHelpdeskMessage']> {
  const before = await findOr404(ctx, messageId);
  const text = body.text.trim();
  if (text === '') throw unprocessable('A reply is required', 'text', 'REQUIRED_FIELD_MISSING');
  const { row } = before;
  return change(ctx, staff, 'helpdesk.reply', before, async (tx) => {
    await repository.insertReply(tx, { messageId, userId: staff.userId, text });
    if (row.answeredAt === null) await repository.setAnswered(tx, messageId, new Date());
    await ctx.mailer.send(
      helpdeskReplyMail({
        to: row.email,
        lang: row.language,
        firstName: row.firstName,
        reply: text,
        message: row.message,
        link: `${ctx.config.appUrl}/helpdesk`,
      }),
      tx,
    );
    return { id: messageId, shown: await withReplies(tx, (await repository.findMessage(tx, messageId))!) };
  });
}

/** Marks a message answered (or not); marking it as it already is changes nothing. */
export async function setAnswered(
  ctx: AppContext,
  staff: ProgrammeAccess,
  messageId: number,
  body: Schemas['HelpdeskMessageState'],
): Promise<Schemas['ConsoleHelpdeskMessage']> {
  const before = await findOr404(ctx, messageId);
  if ((before.row.answeredAt !== null) === body.answered) return before.shown;
  return change(ctx, staff, 'helpdesk.answered', before, async (tx) => {
    await repository.setAnswered(tx, messageId, body.answered ? new Date() : null);
    return { id: messageId, shown: await withReplies(tx, (await repository.findMessage(tx, messageId))!) };
  });
}
