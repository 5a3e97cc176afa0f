import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailContent } from './layout.ts';

export interface JoinRequestConfirmationInput extends MailAddress {
  firstName: string;
  organisationName: string;
  /** The app, to sign in again once the team has added the user. */
  link: string;
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
  fr: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Nous avons bien reçu votre demande pour rejoindre ${input.organisationName}`,
    greeting: `Bonjour ${input.firstName},`,
    intro: [
      `Merci d'avoir demandé à rejoindre ${input.organisationName} sur OnCourse. Notre équipe va examiner la demande avec l'installation et vous répondra par e-mail.`,
      "Une fois que vous aurez été ajouté, l'installation apparaîtra sur votre tableau de bord lors de votre prochaine connexion.",
    ],
    buttonLabel: 'Ouvrir OnCourse',
    link: input.link,
    outro: ['Notre assistance est ouverte de 9 h à 17 h GMT, du lundi au vendredi.'],
    signature: "L'équipe OnCourse",
  }),
  es: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Hemos recibido su solicitud para unirse a ${input.organisationName}`,
    greeting: `Hola, ${input.firstName}:`,
    intro: [
      `Gracias por solicitar unirse a ${input.organisationName} en OnCourse. Nuestro equipo revisará la solicitud con la instalación y le responderá por correo electrónico.`,
      'Cuando se le haya añadido, la instalación aparecerá en su panel la próxima vez que inicie sesión.',
    ],
    buttonLabel: 'Abrir OnCourse',
    link: input.link,
    outro: ['Nuestro servicio de asistencia está abierto de 9:00 a 17:00 GMT, de lunes a viernes.'],
    signature: 'El equipo de OnCourse',
  }),
  it: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Abbiamo ricevuto la sua richiesta di unirsi a ${input.organisationName}`,
    greeting: `Gentile ${input.firstName},`,
    intro: [
      `Grazie per aver chiesto di unirsi a ${input.organisationName} su OnCourse. Il nostro team verificherà la richiesta con la struttura e le risponderà via e-mail.`,
      'Quando sarà stato aggiunto, la struttura comparirà nella sua dashboard al prossimo accesso.',
    ],
    buttonLabel: 'Apri OnCourse',
    link: input.link,
    outro: ['La nostra assistenza è disponibile dalle 9:00 alle 17:00 GMT, dal lunedì al venerdì.'],
    signature: 'Il team di OnCourse',
  }),
  nl: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Wij hebben uw verzoek om u aan te sluiten bij ${input.organisationName} ontvangen`,
    greeting: `Beste ${input.firstName},`,
    intro: [
      `Hartelijk dank voor uw verzoek om u aan te sluiten bij ${input.organisationName} op OnCourse. Ons team bespreekt het verzoek met de golfbaan en antwoordt u per e-mail.`,
      'Zodra u bent toegevoegd, verschijnt de golfbaan op uw dashboard wanneer u de volgende keer inlogt.',
    ],
    buttonLabel: 'OnCourse openen',
    link: input.link,
    outro: ['Onze helpdesk is maandag tot en met vrijdag geopend van 9.00 tot 17.00 uur GMT.'],
    signature: 'Het OnCourse-team',
  }),
  sv: (input: JoinRequestConfirmationInput): MailContent => ({
    subject: `Vi har tagit emot din förfrågan om att gå med i ${input.organisationName}`,
    greeting: `Hej ${input.firstName},`,
    intro: [
      `Tack för att du vill gå med i ${input.organisationName} på OnCourse. Vårt team går igenom förfrågan med anläggningen och svarar dig via e-post.`,
      'När du har lagts till visas anläggningen på din översikt nästa gång du loggar in.',
    ],
    buttonLabel: 'Öppna OnCourse',
    link: input.link,
    outro: ['Vår support har öppet måndag–fredag kl. 9–17 GMT.'],
    signature: 'OnCourse-teamet',
  }),
};

/** Confirms to the user that their join request reached the provider (docs/organisations.md#purpose). */
export function joinRequestConfirmationMail(input: JoinRequestConfirmationInput): MailMessage {
  return composeMail(wordings, input);
}
