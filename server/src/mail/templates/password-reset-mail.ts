import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface PasswordResetMailInput extends MailAddress {
  firstName: string;
  link: string;
  expiresInMinutes: number;
}

/** The mail with the new-password link (docs/accounts.md#behaviour, password reset). */
export function passwordResetMail(input: PasswordResetMailInput, catalogues?: Catalogues): MailMessage {
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.passwordReset.subject'),
      greeting: t('mail.greetingNamed', { name: input.firstName }),
      intro: [t('mail.passwordReset.intro')],
      buttonLabel: t('mail.passwordReset.button'),
      link: input.link,
      outro: [
        t('mail.passwordReset.expiry', { minutes: input.expiresInMinutes }),
        t('mail.passwordReset.notYou'),
      ],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
