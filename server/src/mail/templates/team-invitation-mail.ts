import type { MailMessage } from '../mailer.ts';
import { inLanguage, renderMail, type MailContent } from './layout.ts';

export interface TeamInvitationInput {
  to: string;
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
  lang: string;
}

const wordings = {
  en: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} invited you to join ${input.organisationName} on OnCourse`,
    greeting: 'Hello,',
    intro: [
      `${input.inviter} has invited you to join the team of ${input.organisationName} on OnCourse.`,
      ...(input.message ? [`Their message: “${input.message}”`] : []),
      input.newAccount
        ? 'Create your account with the button below; you join the team as soon as your registration is complete.'
        : 'Sign in with the button below to accept the invitation.',
    ],
    buttonLabel: input.newAccount ? 'Create your account' : 'Accept the invitation',
    link: input.link,
    outro: [
      `This invitation is valid for ${input.expiresInDays} days. If it has expired, ask ${input.inviter} to send it again.`,
    ],
    signature: 'The OnCourse team',
  }),
  de: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} hat Sie zu ${input.organisationName} auf OnCourse eingeladen`,
    greeting: 'Hallo,',
    intro: [
      `${input.inviter} hat Sie eingeladen, dem Team von ${input.organisationName} auf OnCourse beizutreten.`,
      ...(input.message ? [`Die Nachricht: „${input.message}“`] : []),
      input.newAccount
        ? 'Erstellen Sie Ihr Konto mit der Schaltfläche unten; sobald Ihre Registrierung abgeschlossen ist, gehören Sie zum Team.'
        : 'Melden Sie sich mit der Schaltfläche unten an, um die Einladung anzunehmen.',
    ],
    buttonLabel: input.newAccount ? 'Konto erstellen' : 'Einladung annehmen',
    link: input.link,
    outro: [
      `Diese Einladung ist ${input.expiresInDays} Tage gültig. Ist sie abgelaufen, bitten Sie ${input.inviter}, sie erneut zu senden.`,
    ],
    signature: 'Ihr OnCourse-Team',
  }),
};

/** Invites someone to an organisation's team (spec 001 §4 team member; expires after 5 days). */
export function teamInvitationMail(input: TeamInvitationInput): MailMessage {
  return renderMail(
    input.to,
    inLanguage(wordings, input.lang)(input),
    input.lang in wordings ? input.lang : 'en',
  );
}
