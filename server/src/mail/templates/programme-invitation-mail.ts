import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress } from './layout.ts';
import type { Catalogues } from './words.ts';

export interface ProgrammeInvitationInput extends MailAddress {
  /** Who invited, as "First Last". */
  inviter: string;
  role: 'staff' | 'verifier' | 'federation';
  /** Sign in and accept (existing account), or the registration page pre-filled (new person). */
  link: string;
  /** Whether the invitee still has to register. */
  newAccount: boolean;
  expiresInDays: number;
}

/**
 * Invites someone to be programme staff, a verifier (docs/certification.md#access) or a national
 * federation's account (docs/programme-console.md#federations).
 */
export function programmeInvitationMail(
  input: ProgrammeInvitationInput,
  catalogues?: Catalogues,
): MailMessage {
  const inviter = { inviter: input.inviter };
  return composeMail(
    input,
    (t) => ({
      subject: t('mail.programmeInvitation.subject', inviter),
      greeting: t('mail.greeting'),
      intro: [
        t(`mail.programmeInvitation.intro.${input.role}`, inviter),
        t(
          input.newAccount
            ? 'mail.programmeInvitation.newAccount'
            : 'mail.programmeInvitation.existingAccount',
        ),
      ],
      buttonLabel: t(
        input.newAccount
          ? 'mail.programmeInvitation.buttonNewAccount'
          : 'mail.programmeInvitation.buttonExistingAccount',
      ),
      link: input.link,
      outro: [t('mail.programmeInvitation.expiry', { days: input.expiresInDays, ...inviter })],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
