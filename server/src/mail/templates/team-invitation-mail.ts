import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface TeamInvitationInput extends MailAddress {
  /** Who invited, as "First Last". */
  inviter: string;
  organisationName: string;
  /** Sign in and accept (existing account), or the registration page pre-filled (new person). */
  link: string;
  /** Whether the invitee still has to register. */
  newAccount: boolean;
  /** The inviter's own words, shown as written. */
  message: string | null;
  expiresInDays: number;
}

/** Invites someone to an organisation's team (docs/team.md#behaviour team member; expires after 5 days). */
export function teamInvitationMail(input: TeamInvitationInput, catalogues?: Catalogues): MailMessage {
  const names = { inviter: input.inviter, organisation: input.organisationName };
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.teamInvitation.subject', names),
      greeting: t('mail.greeting'),
      intro: [
        t('mail.teamInvitation.intro', names),
        ...(input.message ? [t('mail.teamInvitation.message', { message: input.message })] : []),
        t(input.newAccount ? 'mail.teamInvitation.newAccount' : 'mail.teamInvitation.existingAccount'),
      ],
      buttonLabel: t(
        input.newAccount
          ? 'mail.teamInvitation.buttonNewAccount'
          : 'mail.teamInvitation.buttonExistingAccount',
      ),
      link: input.link,
      outro: [t('mail.teamInvitation.expiry', { days: input.expiresInDays, inviter: input.inviter })],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
