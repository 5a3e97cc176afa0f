import type { MailMessage } from '../mailer.ts';
import { composeMail, paragraphs, wordingsOf, type MailAddress, type MailContent } from './layout.ts';

export interface JoinDecisionInput extends MailAddress {
  firstName: string;
  facility: string;
  /** Null: approved. */
  declineReason: string | null;
  /** The app, to sign in and find the facility. */
  link: string;
}

interface Wording {
  hello: (name: string) => string;
  approvedSubject: (facility: string) => string;
  approved: (facility: string) => string;
  declinedSubject: (facility: string) => string;
  declined: (facility: string) => string;
  open: string;
  helpdesk: string;
  signature: string;
}

const wordings: Record<'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'sv', Wording> = {
  en: {
    hello: (name) => `Hello ${name},`,
    approvedSubject: (facility) => `You have joined ${facility} on OnCourse`,
    approved: (facility) =>
      `Your request to join ${facility} has been approved. The facility appears on your dashboard the next time you sign in.`,
    declinedSubject: (facility) => `Your request to join ${facility}`,
    declined: (facility) =>
      `Your request to join ${facility} on OnCourse has been declined, for this reason:`,
    open: 'Open OnCourse',
    helpdesk: 'Our helpdesk is open 9am to 5pm GMT, Monday to Friday.',
    signature: 'The OnCourse team',
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    approvedSubject: (facility) => `Sie sind ${facility} auf OnCourse beigetreten`,
    approved: (facility) =>
      `Ihre Anfrage zum Beitritt zu ${facility} wurde angenommen. Die Anlage erscheint bei Ihrer nächsten Anmeldung auf Ihrem Dashboard.`,
    declinedSubject: (facility) => `Ihre Anfrage zum Beitritt zu ${facility}`,
    declined: (facility) =>
      `Ihre Anfrage zum Beitritt zu ${facility} auf OnCourse wurde abgelehnt, aus diesem Grund:`,
    open: 'OnCourse öffnen',
    helpdesk: 'Unser Helpdesk ist montags bis freitags von 9 bis 17 Uhr GMT erreichbar.',
    signature: 'Ihr OnCourse-Team',
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    approvedSubject: (facility) => `Vous avez rejoint ${facility} sur OnCourse`,
    approved: (facility) =>
      `Votre demande pour rejoindre ${facility} a été acceptée. L'installation apparaîtra sur votre tableau de bord lors de votre prochaine connexion.`,
    declinedSubject: (facility) => `Votre demande pour rejoindre ${facility}`,
    declined: (facility) =>
      `Votre demande pour rejoindre ${facility} sur OnCourse a été refusée, pour la raison suivante :`,
    open: 'Ouvrir OnCourse',
    helpdesk: 'Notre assistance est ouverte de 9 h à 17 h GMT, du lundi au vendredi.',
    signature: "L'équipe OnCourse",
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    approvedSubject: (facility) => `Se ha unido a ${facility} en OnCourse`,
    approved: (facility) =>
      `Su solicitud para unirse a ${facility} ha sido aprobada. La instalación aparecerá en su panel la próxima vez que inicie sesión.`,
    declinedSubject: (facility) => `Su solicitud para unirse a ${facility}`,
    declined: (facility) =>
      `Su solicitud para unirse a ${facility} en OnCourse ha sido rechazada por el siguiente motivo:`,
    open: 'Abrir OnCourse',
    helpdesk: 'Nuestro servicio de asistencia está abierto de 9:00 a 17:00 GMT, de lunes a viernes.',
    signature: 'El equipo de OnCourse',
  },
  it: {
    hello: (name) => `Gentile ${name},`,
    approvedSubject: (facility) => `È entrato a far parte di ${facility} su OnCourse`,
    approved: (facility) =>
      `La sua richiesta di unirsi a ${facility} è stata approvata. La struttura comparirà nella sua dashboard al prossimo accesso.`,
    declinedSubject: (facility) => `La sua richiesta di unirsi a ${facility}`,
    declined: (facility) =>
      `La sua richiesta di unirsi a ${facility} su OnCourse è stata rifiutata per questo motivo:`,
    open: 'Apri OnCourse',
    helpdesk: 'La nostra assistenza è disponibile dalle 9:00 alle 17:00 GMT, dal lunedì al venerdì.',
    signature: 'Il team di OnCourse',
  },
  nl: {
    hello: (name) => `Beste ${name},`,
    approvedSubject: (facility) => `U bent aangesloten bij ${facility} op OnCourse`,
    approved: (facility) =>
      `Uw verzoek om u aan te sluiten bij ${facility} is goedgekeurd. De golfbaan verschijnt op uw dashboard wanneer u de volgende keer inlogt.`,
    declinedSubject: (facility) => `Uw verzoek om u aan te sluiten bij ${facility}`,
    declined: (facility) =>
      `Uw verzoek om u aan te sluiten bij ${facility} op OnCourse is afgewezen, om deze reden:`,
    open: 'OnCourse openen',
    helpdesk: 'Onze helpdesk is maandag tot en met vrijdag geopend van 9.00 tot 17.00 uur GMT.',
    signature: 'Het OnCourse-team',
  },
  sv: {
    hello: (name) => `Hej ${name},`,
    approvedSubject: (facility) => `Du har gått med i ${facility} på OnCourse`,
    approved: (facility) =>
      `Din förfrågan om att gå med i ${facility} har godkänts. Anläggningen visas på din översikt nästa gång du loggar in.`,
    declinedSubject: (facility) => `Din förfrågan om att gå med i ${facility}`,
    declined: (facility) =>
      `Din förfrågan om att gå med i ${facility} på OnCourse har avslagits, av följande skäl:`,
    open: 'Öppna OnCourse',
    helpdesk: 'Vår support har öppet måndag–fredag kl. 9–17 GMT.',
    signature: 'OnCourse-teamet',
  },
};

const content =
  (wording: Wording) =>
  (input: JoinDecisionInput): MailContent => ({
    subject:
      input.declineReason === null
        ? wording.approvedSubject(input.facility)
        : wording.declinedSubject(input.facility),
    greeting: wording.hello(input.firstName),
    intro:
      input.declineReason === null
        ? [wording.approved(input.facility)]
        : [wording.declined(input.facility), ...paragraphs(input.declineReason)],
    buttonLabel: wording.open,
    link: input.link,
    outro: [wording.helpdesk],
    signature: wording.signature,
  });

/** Tells the person how their request to join a facility was decided (docs/programme-console.md#behaviour). */
export function joinDecisionMail(input: JoinDecisionInput): MailMessage {
  return composeMail(wordingsOf(wordings, content), input);
}
