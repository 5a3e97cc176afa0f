import type { AppContext } from '../../http/handlers.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * Sends a mail without making the caller wait. The neutral answers (re-send, password reset) must
 * take as long for an unknown address as for a known one; a failure is logged, never reported.
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
