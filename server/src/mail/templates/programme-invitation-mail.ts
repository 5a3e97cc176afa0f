import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailContent } from './layout.ts';

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

const wordings = {
  en: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} invited you to the certification programme on OnCourse`,
    greeting: 'Hello,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} has invited you to join the certification programme's staff on OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} has invited you to verify certification cases on OnCourse as an accredited verifier.`
          : `${input.inviter} has invited you to OnCourse as your national golf federation's account, to follow the certification programme's figures and the facilities of your countries.`,
      input.newAccount
        ? 'Create your account with the button below; the role is yours as soon as your registration is complete.'
        : 'Sign in with the button below to accept the invitation.',
    ],
    buttonLabel: input.newAccount ? 'Create your account' : 'Accept the invitation',
    link: input.link,
    outro: [
      `This invitation is valid for ${input.expiresInDays} days. If it has expired, ask ${input.inviter} to send a new one.`,
    ],
    signature: 'The OnCourse team',
  }),
  de: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} hat Sie zum Zertifizierungsprogramm auf OnCourse eingeladen`,
    greeting: 'Hallo,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} hat Sie eingeladen, im Team des Zertifizierungsprogramms auf OnCourse mitzuarbeiten.`
        : input.role === 'verifier'
          ? `${input.inviter} hat Sie eingeladen, als akkreditierte Prüferin oder akkreditierter Prüfer Zertifizierungsfälle auf OnCourse zu prüfen.`
          : `${input.inviter} hat Sie eingeladen, auf OnCourse als Konto Ihres nationalen Golfverbands die Zahlen des Zertifizierungsprogramms und die Anlagen Ihrer Länder zu verfolgen.`,
      input.newAccount
        ? 'Erstellen Sie Ihr Konto mit der Schaltfläche unten; sobald Ihre Registrierung abgeschlossen ist, haben Sie die Rolle.'
        : 'Melden Sie sich mit der Schaltfläche unten an, um die Einladung anzunehmen.',
    ],
    buttonLabel: input.newAccount ? 'Konto erstellen' : 'Einladung annehmen',
    link: input.link,
    outro: [
      `Diese Einladung ist ${input.expiresInDays} Tage gültig. Ist sie abgelaufen, bitten Sie ${input.inviter} um eine neue.`,
    ],
    signature: 'Ihr OnCourse-Team',
  }),
  fr: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} vous invite au programme de certification sur OnCourse`,
    greeting: 'Bonjour,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} vous invite à rejoindre l'équipe du programme de certification sur OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} vous invite à vérifier des dossiers de certification sur OnCourse en tant que vérificateur accrédité.`
          : `${input.inviter} vous invite sur OnCourse en tant que compte de votre fédération nationale de golf, pour suivre les chiffres du programme de certification et les installations de vos pays.`,
      input.newAccount
        ? "Créez votre compte à l'aide du bouton ci-dessous\u202f; le rôle vous est attribué dès que votre inscription est terminée."
        : "Connectez-vous à l'aide du bouton ci-dessous pour accepter l'invitation.",
    ],
    buttonLabel: input.newAccount ? 'Créer votre compte' : "Accepter l'invitation",
    link: input.link,
    outro: [
      `Cette invitation est valable ${input.expiresInDays} jours. Si elle a expiré, demandez-en une nouvelle à ${input.inviter}.`,
    ],
    signature: "L'équipe OnCourse",
  }),
  es: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} le ha invitado al programa de certificación en OnCourse`,
    greeting: 'Hola:',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} le ha invitado a unirse al equipo del programa de certificación en OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} le ha invitado a verificar expedientes de certificación en OnCourse como verificador acreditado.`
          : `${input.inviter} le ha invitado a OnCourse como cuenta de su federación nacional de golf, para seguir las cifras del programa de certificación y las instalaciones de sus países.`,
      input.newAccount
        ? 'Cree su cuenta con el botón de abajo; tendrá el rol en cuanto complete su registro.'
        : 'Inicie sesión con el botón de abajo para aceptar la invitación.',
    ],
    buttonLabel: input.newAccount ? 'Crear su cuenta' : 'Aceptar la invitación',
    link: input.link,
    outro: [
      `Esta invitación es válida durante ${input.expiresInDays} días. Si ha caducado, pida a ${input.inviter} una nueva.`,
    ],
    signature: 'El equipo de OnCourse',
  }),
  it: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} la invita al programma di certificazione su OnCourse`,
    greeting: 'Buongiorno,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} la invita a entrare nel team del programma di certificazione su OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} la invita a verificare pratiche di certificazione su OnCourse come verificatore accreditato.`
          : `${input.inviter} la invita su OnCourse come account della sua federazione nazionale di golf, per seguire i dati del programma di certificazione e le strutture dei suoi paesi.`,
      input.newAccount
        ? 'Crei il suo account con il pulsante qui sotto; il ruolo sarà suo non appena avrà completato la registrazione.'
        : "Acceda con il pulsante qui sotto per accettare l'invito.",
    ],
    buttonLabel: input.newAccount ? 'Crea account' : "Accetta l'invito",
    link: input.link,
    outro: [
      `Questo invito è valido ${input.expiresInDays} giorni. Se è scaduto, ne chieda uno nuovo a ${input.inviter}.`,
    ],
    signature: 'Il team di OnCourse',
  }),
  nl: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} heeft u uitgenodigd voor het certificeringsprogramma op OnCourse`,
    greeting: 'Goedendag,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} heeft u uitgenodigd om deel te nemen aan het team van het certificeringsprogramma op OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} heeft u uitgenodigd om als geaccrediteerde verificateur certificeringsdossiers op OnCourse te verifiëren.`
          : `${input.inviter} heeft u uitgenodigd op OnCourse als account van uw nationale golffederatie, om de cijfers van het certificeringsprogramma en de golfbanen van uw landen te volgen.`,
      input.newAccount
        ? 'Maak uw account aan met de knop hieronder; zodra uw registratie is voltooid, hebt u de rol.'
        : 'Log in met de knop hieronder om de uitnodiging te accepteren.',
    ],
    buttonLabel: input.newAccount ? 'Account aanmaken' : 'Uitnodiging accepteren',
    link: input.link,
    outro: [
      `Deze uitnodiging is ${input.expiresInDays} dagen geldig. Is ze verlopen, vraag ${input.inviter} dan om een nieuwe.`,
    ],
    signature: 'Het OnCourse-team',
  }),
  sv: (input: ProgrammeInvitationInput): MailContent => ({
    subject: `${input.inviter} har bjudit in dig till certifieringsprogrammet på OnCourse`,
    greeting: 'Hej,',
    intro: [
      input.role === 'staff'
        ? `${input.inviter} har bjudit in dig att arbeta i certifieringsprogrammets team på OnCourse.`
        : input.role === 'verifier'
          ? `${input.inviter} har bjudit in dig att granska certifieringsärenden på OnCourse som ackrediterad granskare.`
          : `${input.inviter} har bjudit in dig till OnCourse som ditt nationella golfförbunds konto, för att följa certifieringsprogrammets siffror och anläggningarna i dina länder.`,
      input.newAccount
        ? 'Skapa ditt konto med knappen nedan. Rollen blir din så snart registreringen är klar.'
        : 'Logga in med knappen nedan för att acceptera inbjudan.',
    ],
    buttonLabel: input.newAccount ? 'Skapa ditt konto' : 'Acceptera inbjudan',
    link: input.link,
    outro: [
      `Inbjudan gäller i ${input.expiresInDays} dagar. Om den har gått ut kan du be ${input.inviter} om en ny.`,
    ],
    signature: 'OnCourse-teamet',
  }),
};

/**
 * Invites someone to be programme staff, a verifier (docs/certification.md#access) or a national
 * federation's account (docs/programme-console.md#federations).
 */
export function programmeInvitationMail(input: ProgrammeInvitationInput): MailMessage {
  return composeMail(wordings, input);
}
