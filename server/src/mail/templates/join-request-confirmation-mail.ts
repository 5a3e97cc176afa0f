import type { MailMessage } from '../mailer.ts';
import { inLanguage, renderMail, type MailContent } from './layout.ts';

export interface JoinRequestConfirmationInput {
  to: string;
  firstName: string;
  organisationName: string;
  /** The app, to sign in again once the team has added the user. */
  link: string;
  lang: string;
}

const wordings = {
  en: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `We have received your request to join ${input.organisationName}`,
    greeting: `Hello ${input.firstName},`,
    intro: [
      `Thank you for asking to join ${input.organisationName} on OnCourse. Our team will check the request with the facility and reply to you by e-mail.`,
      'Once you have been added, the facility appears on your dashboard the next time you sign in.',
    ],
    buttonLabel: 'Open OnCourse',
    link: input.link,
    outro: ['Our helpdesk is open 9am to 5pm GMT, Monday to Friday.'],
    signature: 'The OnCourse team',
  }),
  de: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Wir haben Ihre Anfrage zum Beitritt zu ${input.organisationName} erhalten`,
    greeting: `Hallo ${input.firstName},`,
    intro: [
      `Vielen Dank für Ihre Anfrage, ${input.organisationName} auf OnCourse beizutreten. Unser Team klärt die Anfrage mit der Anlage und antwortet Ihnen per E-Mail.`,
      'Sobald Sie hinzugefügt wurden, erscheint die Anlage bei Ihrer nächsten Anmeldung auf Ihrem Dashboard.',
    ],
    buttonLabel: 'OnCourse öffnen',
    link: input.link,
    outro: ['Unser Helpdesk ist montags bis freitags von 9 bis 17 Uhr GMT erreichbar.'],
    signature: 'Ihr OnCourse-Team',
  }),
};

/** Confirms to the user that their join request reached the provider (spec 001 §1). */
export function joinRequestConfirmationMail(input: JoinRequestConfirmationInput): MailMessage {
  return renderMail(
    input.to,
    inLanguage(wordings, input.lang)(input),
    input.lang in wordings ? input.lang : 'en',
  );
}
