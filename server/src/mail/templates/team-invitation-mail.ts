import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailContent } from './layout.ts';

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
  fr: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} vous invite à rejoindre ${input.organisationName} sur OnCourse`,
    greeting: 'Bonjour,',
    intro: [
      `${input.inviter} vous invite à rejoindre l'équipe de ${input.organisationName} sur OnCourse.`,
      ...(input.message ? [`Son message\u00a0: «\u00a0${input.message}\u00a0»`] : []),
      input.newAccount
        ? "Créez votre compte à l'aide du bouton ci-dessous\u202f; vous rejoindrez l'équipe dès que votre inscription sera terminée."
        : "Connectez-vous à l'aide du bouton ci-dessous pour accepter l'invitation.",
    ],
    buttonLabel: input.newAccount ? 'Créer votre compte' : "Accepter l'invitation",
    link: input.link,
    outro: [
      `Cette invitation est valable ${input.expiresInDays} jours. Si elle a expiré, demandez à ${input.inviter} de vous la renvoyer.`,
    ],
    signature: "L'équipe OnCourse",
  }),
  es: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} le ha invitado a unirse a ${input.organisationName} en OnCourse`,
    greeting: 'Hola:',
    intro: [
      `${input.inviter} le ha invitado a unirse al equipo de ${input.organisationName} en OnCourse.`,
      ...(input.message ? [`Le ha dejado este mensaje: «${input.message}»`] : []),
      input.newAccount
        ? 'Cree su cuenta con el botón de abajo; se unirá al equipo en cuanto complete su registro.'
        : 'Inicie sesión con el botón de abajo para aceptar la invitación.',
    ],
    buttonLabel: input.newAccount ? 'Crear su cuenta' : 'Aceptar la invitación',
    link: input.link,
    outro: [
      `Esta invitación es válida durante ${input.expiresInDays} días. Si ha caducado, pida a ${input.inviter} que se la vuelva a enviar.`,
    ],
    signature: 'El equipo de OnCourse',
  }),
  it: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} la invita a unirsi a ${input.organisationName} su OnCourse`,
    greeting: 'Buongiorno,',
    intro: [
      `${input.inviter} la invita a unirsi al team di ${input.organisationName} su OnCourse.`,
      ...(input.message ? [`Il messaggio che accompagna l'invito: «${input.message}»`] : []),
      input.newAccount
        ? 'Crei il suo account con il pulsante qui sotto; entrerà a far parte del team non appena avrà completato la registrazione.'
        : "Acceda con il pulsante qui sotto per accettare l'invito.",
    ],
    buttonLabel: input.newAccount ? 'Crea account' : "Accetta l'invito",
    link: input.link,
    outro: [
      `Questo invito è valido ${input.expiresInDays} giorni. Se è scaduto, chieda a ${input.inviter} di inviarlo di nuovo.`,
    ],
    signature: 'Il team di OnCourse',
  }),
  nl: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} heeft u uitgenodigd om lid te worden van ${input.organisationName} op OnCourse`,
    greeting: 'Goedendag,',
    intro: [
      `${input.inviter} heeft u uitgenodigd om lid te worden van het team van ${input.organisationName} op OnCourse.`,
      ...(input.message ? [`Het bijbehorende bericht: ‘${input.message}’`] : []),
      input.newAccount
        ? 'Maak uw account aan met de knop hieronder; zodra uw registratie is voltooid, bent u lid van het team.'
        : 'Log in met de knop hieronder om de uitnodiging te accepteren.',
    ],
    buttonLabel: input.newAccount ? 'Account aanmaken' : 'Uitnodiging accepteren',
    link: input.link,
    outro: [
      `Deze uitnodiging is ${input.expiresInDays} dagen geldig. Is ze verlopen, vraag ${input.inviter} dan om de uitnodiging opnieuw te sturen.`,
    ],
    signature: 'Het OnCourse-team',
  }),
  sv: (input: TeamInvitationInput): MailContent => ({
    subject: `${input.inviter} har bjudit in dig till ${input.organisationName} på OnCourse`,
    greeting: 'Hej,',
    intro: [
      `${input.inviter} har bjudit in dig att gå med i teamet för ${input.organisationName} på OnCourse.`,
      ...(input.message ? [`Meddelandet lyder: ”${input.message}”`] : []),
      input.newAccount
        ? 'Skapa ditt konto med knappen nedan. Du går med i teamet så snart registreringen är klar.'
        : 'Logga in med knappen nedan för att acceptera inbjudan.',
    ],
    buttonLabel: input.newAccount ? 'Skapa ditt konto' : 'Acceptera inbjudan',
    link: input.link,
    outro: [
      `Inbjudan gäller i ${input.expiresInDays} dagar. Om den har gått ut kan du be ${input.inviter} att skicka den igen.`,
    ],
    signature: 'OnCourse-teamet',
  }),
};

/** Invites someone to an organisation's team (docs/team.md#behaviour team member; expires after 5 days). */
export function teamInvitationMail(input: TeamInvitationInput): MailMessage {
  return composeMail(wordings, input);
}
