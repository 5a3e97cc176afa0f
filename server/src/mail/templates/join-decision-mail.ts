import type { MailMessage } from '../mailer.ts';
import { composeMail, paragraphs, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface JoinDecisionInput extends MailAddress {
  firstName: string;
  facility: string;
  /** Null: approved. */
  declineReason: string | null;
  /** The app, to sign in and find the facility. */
  link: string;
}

/** Tells the person how their request to join a facility was decided (docs/programme-console.md#behaviour). */
export function joinDecisionMail(input: JoinDecisionInput, catalogues?: Catalogues): MailMessage {
  const organisation = { organisation: input.facility };
  return composeMail(
    input,
    (t) => ({
      subject:
        input.declineReason === null
          ? t('mail.joinDecision.approvedSubject', organisation)
          : t('mail.joinDecision.declinedSubject', organisation),
      greeting: t('mail.greetingNamed', { name: input.firstName }),
      intro:
        input.declineReason === null
          ? [t('mail.joinDecision.approved', organisation)]
          : [t('mail.joinDecision.declined', organisation), ...paragraphs(input.declineReason)],
      buttonLabel: t('mail.joinDecision.button'),
      link: input.link,
      outro: [t('mail.helpdeskHours')],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
