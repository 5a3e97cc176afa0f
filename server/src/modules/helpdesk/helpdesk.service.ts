import type { Schemas } from '@oncourse/openapi';
import type { AppContext } from '../../http/handlers.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { helpdeskMail } from '../../mail/templates/helpdesk-mail.ts';
import * as repository from './helpdesk.repository.ts';

/**
 * Stores a helpdesk message and e-mails it to the provider with the sender, their active
 * organisation and the reason (spec 001 §1–2, §5: reason required, message required, at most 2000
 * characters). The message and its mail are stored together; the outbox delivers the mail.
 */
export async function contactHelpdesk(
  ctx: AppContext,
  userId: number,
  body: Schemas['HelpdeskMessage'],
): Promise<Schemas['Acknowledgement']> {
  // The contract bounds the length; a message of spaces is as empty as no message.
  const message = body.message.trim();
  if (message === '') throw badRequest('REQUIRED_FIELD_MISSING', 'Message required', 'message');
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
    });
    await ctx.mailer.send(
      helpdeskMail({
        to: ctx.config.providerEmail,
        reason: body.reason,
        message,
        user: sender,
        organisation,
      }),
      tx,
    );
  });
  return { acknowledged: true };
}

/** How many of the user's messages the helpdesk has not answered yet: the top-bar badge (spec 000 §2). */
export async function badge(ctx: AppContext, userId: number): Promise<Schemas['HelpdeskBadge']> {
  return { count: await repository.countUnanswered(ctx.db, userId) };
}
