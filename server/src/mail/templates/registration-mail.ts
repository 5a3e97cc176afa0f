import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailContent } from './layout.ts';

export interface RegistrationMailInput extends MailAddress {
  firstName: string;
  link: string;
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
  fr: (input: RegistrationMailInput): MailContent => ({
    subject: 'Finalisez votre inscription à OnCourse',
    greeting: `Bonjour ${input.firstName},`,
    intro: ['Merci pour votre inscription à OnCourse. Choisissez votre mot de passe pour la finaliser :'],
    buttonLabel: "Terminer l'inscription",
    link: input.link,
    outro: [
      `Le lien ne peut être utilisé qu'une seule fois et expire dans ${input.expiresInHours} heures.`,
      "Si vous n'êtes pas à l'origine de cette inscription, vous pouvez ignorer cet e-mail ; aucun compte n'est créé sans ce lien.",
    ],
    signature: "L'équipe OnCourse",
  }),
  es: (input: RegistrationMailInput): MailContent => ({
    subject: 'Complete su registro en OnCourse',
    greeting: `Hola, ${input.firstName}:`,
    intro: ['Gracias por registrarse en OnCourse. Elija su contraseña para completar el registro:'],
    buttonLabel: 'Completar el registro',
    link: input.link,
    outro: [
      `El enlace solo se puede utilizar una vez y caduca en ${input.expiresInHours} horas.`,
      'Si no se ha registrado, puede ignorar este correo electrónico; sin el enlace no se crea ninguna cuenta.',
    ],
    signature: 'El equipo de OnCourse',
  }),
  it: (input: RegistrationMailInput): MailContent => ({
    subject: 'Completi la registrazione a OnCourse',
    greeting: `Gentile ${input.firstName},`,
    intro: ['Grazie per la registrazione a OnCourse. Per completarla, scelga la password:'],
    buttonLabel: 'Completa la registrazione',
    link: input.link,
    outro: [
      `Il link può essere utilizzato una sola volta e scade tra ${input.expiresInHours} ore.`,
      'Se non ha effettuato la registrazione, può ignorare questa e-mail; senza il link non viene creato alcun account.',
    ],
    signature: 'Il team di OnCourse',
  }),
  nl: (input: RegistrationMailInput): MailContent => ({
    subject: 'Voltooi uw registratie bij OnCourse',
    greeting: `Beste ${input.firstName},`,
    intro: [
      'Hartelijk dank voor uw registratie bij OnCourse. Kies uw wachtwoord om de registratie te voltooien:',
    ],
    buttonLabel: 'Registratie voltooien',
    link: input.link,
    outro: [
      `De link kan één keer worden gebruikt en verloopt over ${input.expiresInHours} uur.`,
      'Hebt u zich niet geregistreerd? Dan kunt u deze e-mail negeren; zonder de link wordt er geen account aangemaakt.',
    ],
    signature: 'Het OnCourse-team',
  }),
  sv: (input: RegistrationMailInput): MailContent => ({
    subject: 'Slutför din registrering på OnCourse',
    greeting: `Hej ${input.firstName},`,
    intro: [
      'Tack för att du registrerade dig på OnCourse. Välj ditt lösenord för att slutföra registreringen:',
    ],
    buttonLabel: 'Slutför registreringen',
    link: input.link,
    outro: [
      `Länken kan användas en gång och går ut om ${input.expiresInHours} timmar.`,
      'Om du inte har registrerat dig kan du ignorera det här e-postmeddelandet. Inget konto skapas utan länken.',
    ],
    signature: 'OnCourse-teamet',
  }),
};

/** The mail with the complete-registration link (docs/registration.md#behaviour, registration). */
export function registrationMail(input: RegistrationMailInput): MailMessage {
  return composeMail(wordings, input);
}
