import type { MailMessage } from '../mailer.ts';
import { composeMail, paragraphs, wordingsOf, type MailAddress, type MailContent } from './layout.ts';

export interface HelpdeskReplyInput extends MailAddress {
  firstName: string;
  /** The reply as staff wrote it, in whichever language they wrote it. */
  reply: string;
  /** The sender's own message, quoted below the reply. */
  message: string;
  /** The helpdesk page of the app. */
  link: string;
}

interface Wording {
  subject: string;
  hello: (name: string) => string;
  replied: string;
  yourMessage: string;
  open: string;
  signature: string;
}

const wordings: Record<'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'sv', Wording> = {
  en: {
    subject: 'Reply from the OnCourse helpdesk',
    hello: (name) => `Hello ${name},`,
    replied: 'The OnCourse helpdesk has replied to your message:',
    yourMessage: 'Your message:',
    open: 'Open the helpdesk',
    signature: 'The OnCourse team',
  },
  de: {
    subject: 'Antwort vom OnCourse-Helpdesk',
    hello: (name) => `Hallo ${name},`,
    replied: 'Der OnCourse-Helpdesk hat auf Ihre Nachricht geantwortet:',
    yourMessage: 'Ihre Nachricht:',
    open: 'Helpdesk öffnen',
    signature: 'Ihr OnCourse-Team',
  },
  fr: {
    subject: "Réponse de l'assistance OnCourse",
    hello: (name) => `Bonjour ${name},`,
    replied: "L'assistance OnCourse a répondu à votre message :",
    yourMessage: 'Votre message :',
    open: "Ouvrir l'assistance",
    signature: "L'équipe OnCourse",
  },
  es: {
    subject: 'Respuesta del servicio de asistencia de OnCourse',
    hello: (name) => `Hola, ${name}:`,
    replied: 'El servicio de asistencia de OnCourse ha respondido a su mensaje:',
    yourMessage: 'Su mensaje:',
    open: 'Abrir el servicio de asistencia',
    signature: 'El equipo de OnCourse',
  },
  it: {
    subject: "Risposta dall'assistenza OnCourse",
    hello: (name) => `Gentile ${name},`,
    replied: "L'assistenza OnCourse ha risposto al suo messaggio:",
    yourMessage: 'Il suo messaggio:',
    open: "Apri l'assistenza",
    signature: 'Il team di OnCourse',
  },
  nl: {
    subject: 'Antwoord van de OnCourse-helpdesk',
    hello: (name) => `Beste ${name},`,
    replied: 'De OnCourse-helpdesk heeft uw bericht beantwoord:',
    yourMessage: 'Uw bericht:',
    open: 'Helpdesk openen',
    signature: 'Het OnCourse-team',
  },
  sv: {
    subject: 'Svar från OnCourse support',
    hello: (name) => `Hej ${name},`,
    replied: 'OnCourse support har svarat på ditt meddelande:',
    yourMessage: 'Ditt meddelande:',
    open: 'Öppna supporten',
    signature: 'OnCourse-teamet',
  },
};

const content =
  (wording: Wording) =>
  (input: HelpdeskReplyInput): MailContent => ({
    subject: wording.subject,
    greeting: wording.hello(input.firstName),
    intro: [wording.replied, ...paragraphs(input.reply)],
    buttonLabel: wording.open,
    link: input.link,
    outro: [wording.yourMessage, ...paragraphs(input.message)],
    signature: wording.signature,
  });

/** A staff reply to a helpdesk message, to its sender in their language (docs/programme-console.md#behaviour). */
export function helpdeskReplyMail(input: HelpdeskReplyInput): MailMessage {
  return composeMail(wordingsOf(wordings, content), input);
}
