import type { MailMessage } from '../mailer.ts';
import { composeMail, paragraphs, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface HelpdeskReplyInput extends MailAddress {
  firstName: string;
  /** The reply as staff wrote it, in whichever language they wrote it. */
  reply: string;
  /** The sender's own message, quoted below the reply. */
  message: string;
  /** The helpdesk page of the app. */
  link: string;
}

/** A staff reply to a helpdesk message, to its sender in their language (docs/programme-console.md#behaviour). */
export function helpdeskReplyMail(input: HelpdeskReplyInput, catalogues?: Catalogues): MailMessage {
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.helpdeskReply.subject'),
      greeting: t('mail.greetingNamed', { name: input.firstName }),
      intro: [t('mail.helpdeskReply.intro'), ...paragraphs(input.reply)],
      buttonLabel: t('mail.helpdeskReply.button'),
      link: input.link,
      outro: [t('mail.helpdeskReply.yourMessage'), ...paragraphs(input.message)],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
