import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface JoinRequestConfirmationInput extends MailAddress {
  firstName: string;
  organisationName: string;
  /** The app, to sign in again once the team has added the user. */
  link: string;
}

/** Confirms to the user that their join request reached the provider (docs/organisations.md#purpose). */
export function joinRequestConfirmationMail(
  input: JoinRequestConfirmationInput,
  catalogues?: Catalogues,
): MailMessage {
  const organisation = { organisation: input.organisationName };
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.joinRequestConfirmation.subject', organisation),
      greeting: t('mail.greetingNamed', { name: input.firstName }),
      intro: [t('mail.joinRequestConfirmation.intro', organisation), t('mail.joinRequestConfirmation.next')],
      buttonLabel: t('mail.joinRequestConfirmation.button'),
      link: input.link,
      outro: [t('mail.helpdeskHours')],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
