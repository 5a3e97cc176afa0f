import type { MailMessage } from '../mailer.ts';
import { inLanguage, renderMail, type MailContent } from './layout.ts';

export interface RegistrationMailInput {
  to: string;
  firstName: string;
  link: string;
  lang: string;
  expiresInHours: number;
}

const wordings = {
  en: (input: RegistrationMailInput): MailContent => ({
    subject: 'Complete your OnCourse registration',
    greeting: `Hello ${input.firstName},`,
    intro: ['Thank you for registering with OnCourse. Choose your password to complete your registration:'],
    buttonLabel: 'Complete registration',
    link: input.link,
    outro: [
      `The link works once and expires in ${input.expiresInHours} hours.`,
      'If you did not register, you can ignore this e-mail; no account is created without the link.',
    ],
    signature: 'The OnCourse team',
  }),
  de: (input: RegistrationMailInput): MailContent => ({
    subject: 'Schließen Sie Ihre OnCourse-Registrierung ab',
    greeting: `Hallo ${input.firstName},`,
    intro: [
      'Vielen Dank für Ihre Registrierung bei OnCourse. Wählen Sie Ihr Passwort, um die Registrierung abzuschließen:',
    ],
    buttonLabel: 'Registrierung abschließen',
    link: input.link,
    outro: [
      `Der Link funktioniert einmal und läuft in ${input.expiresInHours} Stunden ab.`,
      'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren; ohne den Link wird kein Konto angelegt.',
    ],
    signature: 'Ihr OnCourse-Team',
  }),
};

/** The mail with the complete-registration link (spec 000 §4, registration). */
export function registrationMail(input: RegistrationMailInput): MailMessage {
  return renderMail(
    input.to,
    inLanguage(wordings, input.lang)(input),
    input.lang in wordings ? input.lang : 'en',
  );
}
