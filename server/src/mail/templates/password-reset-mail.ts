import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailContent } from './layout.ts';

export interface PasswordResetMailInput extends MailAddress {
  firstName: string;
  link: string;
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
  fr: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Réinitialisez votre mot de passe OnCourse',
    greeting: `Bonjour ${input.firstName},`,
    intro: [
      "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte OnCourse. Choisissez un nouveau mot de passe ici :",
    ],
    buttonLabel: 'Définir un nouveau mot de passe',
    link: input.link,
    outro: [
      `Le lien ne peut être utilisé qu'une seule fois et expire dans ${input.expiresInMinutes} minutes.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
    signature: "L'équipe OnCourse",
  }),
  es: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Restablezca su contraseña de OnCourse',
    greeting: `Hola, ${input.firstName}:`,
    intro: [
      'Alguien ha solicitado restablecer la contraseña de su cuenta de OnCourse. Elija una nueva contraseña aquí:',
    ],
    buttonLabel: 'Establecer una nueva contraseña',
    link: input.link,
    outro: [
      `El enlace solo se puede utilizar una vez y caduca en ${input.expiresInMinutes} minutos.`,
      'Si no lo ha solicitado usted, ignore este correo electrónico: su contraseña seguirá siendo la misma.',
    ],
    signature: 'El equipo de OnCourse',
  }),
  it: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Reimposti la password di OnCourse',
    greeting: `Gentile ${input.firstName},`,
    intro: [
      'Qualcuno ha chiesto di reimpostare la password del suo account OnCourse. Scelga qui una nuova password:',
    ],
    buttonLabel: 'Imposti una nuova password',
    link: input.link,
    outro: [
      `Il link può essere utilizzato una sola volta e scade tra ${input.expiresInMinutes} minuti.`,
      'Se non ha fatto questa richiesta, ignori questa e-mail: la sua password resta invariata.',
    ],
    signature: 'Il team di OnCourse',
  }),
  nl: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Stel uw OnCourse-wachtwoord opnieuw in',
    greeting: `Beste ${input.firstName},`,
    intro: [
      'Iemand heeft gevraagd het wachtwoord van uw OnCourse-account opnieuw in te stellen. Kies hier een nieuw wachtwoord:',
    ],
    buttonLabel: 'Nieuw wachtwoord instellen',
    link: input.link,
    outro: [
      `De link kan één keer worden gebruikt en verloopt over ${input.expiresInMinutes} minuten.`,
      'Hebt u hier niet om gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
    ],
    signature: 'Het OnCourse-team',
  }),
  sv: (input: PasswordResetMailInput): MailContent => ({
    subject: 'Återställ ditt OnCourse-lösenord',
    greeting: `Hej ${input.firstName},`,
    intro: [
      'Någon har begärt att lösenordet för ditt OnCourse-konto ska återställas. Välj ett nytt lösenord här:',
    ],
    buttonLabel: 'Välj ett nytt lösenord',
    link: input.link,
    outro: [
      `Länken kan användas en gång och går ut om ${input.expiresInMinutes} minuter.`,
      'Om det inte var du som begärde detta kan du ignorera det här e-postmeddelandet: ditt lösenord förblir oförändrat.',
    ],
    signature: 'OnCourse-teamet',
  }),
};

/** The mail with the new-password link (docs/accounts.md#behaviour, password reset). */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  return composeMail(wordings, input);
}
