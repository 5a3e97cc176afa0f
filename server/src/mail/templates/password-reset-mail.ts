import type { MailMessage } from '../mailer.ts';
import { inLanguage, renderMail, type MailContent } from './layout.ts';

export interface PasswordResetMailInput {
  to: string;
  firstName: string;
  link: string;
  lang: string;
  expiresInMinutes: number;
}

const wordings = {
  en: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Reset your OnCourse password',
    greeting: `Hello ${input.firstName},`,
    intro: ['Someone asked to reset the password of your OnCourse account. Choose a new password here:'],
    buttonLabel: 'Set a new password',
    link: input.link,
    outro: [
      `The link works once and expires in ${input.expiresInMinutes} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    signature: 'The OnCourse team',
  }),
  de: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Setzen Sie Ihr OnCourse-Passwort zurück',
    greeting: `Hallo ${input.firstName},`,
    intro: [
      'Jemand hat das Zurücksetzen des Passworts Ihres OnCourse-Kontos angefordert. Wählen Sie hier ein neues Passwort:',
    ],
    buttonLabel: 'Neues Passwort festlegen',
    link: input.link,
    outro: [
      `Der Link funktioniert einmal und läuft in ${input.expiresInMinutes} Minuten ab.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
    signature: 'Ihr OnCourse-Team',
  }),
};

/** The mail with the new-password link (spec 000 §4, password reset). */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  return renderMail(
    input.to,
    inLanguage(wordings, input.lang)(input),
    input.lang in wordings ? input.lang : 'en',
  );
}
