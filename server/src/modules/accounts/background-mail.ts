import type { AppContext } from '../../http/handlers.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * Queues a mail outside any transaction without making the caller wait for the insert; a failure
 * is logged, never reported. Prefer `ctx.mailer.send(message, tx)` inside the transaction of what
 * caused the mail, so the two exist together.
 */
export function sendInBackground(
  ctx: Pick<AppContext, 'mailer' | 'log'>,
  message: MailMessage,
  purpose: string,
): void {
  ctx.mailer.send(message).catch((error: unknown) => {
    ctx.log.error({ err: error, purpose }, 'Sending an account e-mail failed');
  });
}
