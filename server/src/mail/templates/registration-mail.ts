import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface RegistrationMailInput extends MailAddress {
  firstName: string;
  link: string;
  expiresInHours: number;
}

/** The mail with the complete-registration link (docs/registration.md#behaviour, registration). */
export function registrationMail(input: RegistrationMailInput, catalogues?: Catalogues): MailMessage {
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.registration.subject'),
      greeting: t('mail.greetingNamed', { name: input.firstName }),
      intro: [t('mail.registration.intro')],
      buttonLabel: t('mail.registration.button'),
      link: input.link,
      outro: [t('mail.registration.expiry', { hours: input.expiresInHours }), t('mail.registration.notYou')],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
