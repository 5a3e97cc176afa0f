// The e-mails and helpdesk notices of a certification case (docs/certification.md#messages-and-reminders):
// one wording per step and reader, in each of the app's languages. A notice keeps every language's
// wording, as the provider's notices do, so each reader sees it in their own.
import { formatDate } from '@oncourse/engine';
import type { CertificationTopic } from '../../db/schema/index.ts';
import type { MailMessage } from '../mailer.ts';
import { renderMail, type MailAddress, type MailTheme } from './layout.ts';

/** What a step or the certificate's calendar tells someone: its topic, and for an assignment who reads it. */
export type CertificationMailKind =
  Exclude<CertificationTopic, 'assigned'> | 'assigned-club' | 'assigned-verifier';

export interface CertificationMailFacts {
  organisationName: string;
  /** The verifier's name (assigning). */
  verifierName: string | null;
  /** The certificate's last day, YYYY-MM-DD (a decision and the reminders). */
  validUntil: string | null;
}

type Line = (facts: CertificationMailFacts, date: string) => { subject: string; line: string };

interface Language {
  greeting: string;
  button: string;
  signature: string;
  kinds: Record<CertificationMailKind, Line>;
}

const languages: Record<string, Language> = {
  en: {
    greeting: 'Hello,',
    button: 'Open in OnCourse',
    signature: 'The OnCourse team',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `A verifier reviews the certification of ${org}`,
        line: `${who ?? 'A verifier'} has been assigned to verify ${org}. Their requests, the visit and the report follow in OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `You have been assigned to verify ${org}`,
        line: `The programme has assigned you the certification case of ${org}. Review the submission and plan the visit.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `The verifier asks ${org} for more`,
        line: `The verifier of ${org}'s certification has opened a request. Please answer it in OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} has replied to your request`,
        line: `${org} has replied to a request of its certification case.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `The verifier has replied about ${org}'s certification`,
        line: `The verifier has replied to a request of ${org}'s certification case.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `The verifier's report on ${org} is ready`,
        line: `The verifier has submitted the report on ${org}. The case awaits the programme's decision.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} is certified`,
        line: `Congratulations: ${org} is certified. The certificate is valid until ${date}; download it in OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `The certification decision for ${org}`,
        line: `The programme has decided not to certify ${org} this time. The reasons are on the case in OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `The certification application of ${org} needs completing`,
        line: `The programme has returned ${org}'s application with a message. Complete it and resubmit in OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `${org}'s certificate expires in six months`,
        line: `${org}'s certificate is valid until ${date}. Apply for renewal in good time.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `${org}'s certificate expires in one month`,
        line: `${org}'s certificate is valid until ${date}. Apply for renewal now to stay certified.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `${org}'s certificate has expired`,
        line: `${org}'s certificate was valid until ${date}, and ${org} is no longer shown as certified. Apply again to renew it.`,
      }),
    },
  },
  de: {
    greeting: 'Hallo,',
    button: 'In OnCourse öffnen',
    signature: 'Ihr OnCourse-Team',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `Ein Prüfer begutachtet die Zertifizierung von ${org}`,
        line: `${who ?? 'Ein Prüfer'} wurde mit der Prüfung von ${org} beauftragt. Anfragen, Besuch und Bericht folgen in OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `Sie prüfen ${org}`,
        line: `Das Programm hat Ihnen das Zertifizierungsverfahren von ${org} zugewiesen. Sichten Sie die Einreichung und planen Sie den Besuch.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `Der Prüfer bittet ${org} um weitere Angaben`,
        line: `Der Prüfer der Zertifizierung von ${org} hat eine Anfrage gestellt. Bitte beantworten Sie sie in OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} hat auf Ihre Anfrage geantwortet`,
        line: `${org} hat auf eine Anfrage in seinem Zertifizierungsverfahren geantwortet.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `Der Prüfer hat zur Zertifizierung von ${org} geantwortet`,
        line: `Der Prüfer hat auf eine Anfrage im Zertifizierungsverfahren von ${org} geantwortet.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `Der Prüfbericht zu ${org} liegt vor`,
        line: `Der Prüfer hat den Bericht zu ${org} eingereicht. Das Verfahren wartet auf die Entscheidung des Programms.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} ist zertifiziert`,
        line: `Herzlichen Glückwunsch: ${org} ist zertifiziert. Das Zertifikat ist gültig bis ${date}; Sie können es in OnCourse herunterladen.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `Die Zertifizierungsentscheidung für ${org}`,
        line: `Das Programm hat entschieden, ${org} diesmal nicht zu zertifizieren. Die Gründe stehen im Verfahren in OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `Der Zertifizierungsantrag von ${org} muss ergänzt werden`,
        line: `Das Programm hat den Antrag von ${org} mit einer Nachricht zurückgegeben. Ergänzen Sie ihn und reichen Sie ihn in OnCourse erneut ein.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `Das Zertifikat von ${org} läuft in sechs Monaten ab`,
        line: `Das Zertifikat von ${org} ist gültig bis ${date}. Beantragen Sie die Erneuerung rechtzeitig.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `Das Zertifikat von ${org} läuft in einem Monat ab`,
        line: `Das Zertifikat von ${org} ist gültig bis ${date}. Beantragen Sie jetzt die Erneuerung, um zertifiziert zu bleiben.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `Das Zertifikat von ${org} ist abgelaufen`,
        line: `Das Zertifikat von ${org} war gültig bis ${date}; ${org} wird nicht mehr als zertifiziert angezeigt. Stellen Sie einen neuen Antrag, um es zu erneuern.`,
      }),
    },
  },
  fr: {
    greeting: 'Bonjour,',
    button: 'Ouvrir dans OnCourse',
    signature: "L'équipe OnCourse",
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `Un vérificateur examine la certification de ${org}`,
        line: `${who ?? 'Un vérificateur'} a été désigné pour vérifier ${org}. Ses demandes, la visite et le rapport suivront dans OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `Vous êtes désigné pour vérifier ${org}`,
        line: `Le programme vous a confié le dossier de certification de ${org}. Examinez la demande et planifiez la visite.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `Le vérificateur demande des compléments à ${org}`,
        line: `Le vérificateur de la certification de ${org} a ouvert une demande. Merci d'y répondre dans OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} a répondu à votre demande`,
        line: `${org} a répondu à une demande de son dossier de certification.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `Le vérificateur a répondu au sujet de la certification de ${org}`,
        line: `Le vérificateur a répondu à une demande du dossier de certification de ${org}.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `Le rapport du vérificateur sur ${org} est prêt`,
        line: `Le vérificateur a remis son rapport sur ${org}. Le dossier attend la décision du programme.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} est certifié`,
        line: `Félicitations\u00a0: ${org} est certifié. Le certificat est valable jusqu'au ${date}\u00a0; téléchargez-le dans OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `La décision de certification pour ${org}`,
        line: `Le programme a décidé de ne pas certifier ${org} cette fois. Les motifs figurent dans le dossier sur OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `La demande de certification de ${org} est à compléter`,
        line: `Le programme a renvoyé la demande de ${org} avec un message. Complétez-la et soumettez-la de nouveau dans OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `Le certificat de ${org} expire dans six mois`,
        line: `Le certificat de ${org} est valable jusqu'au ${date}. Demandez son renouvellement à temps.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `Le certificat de ${org} expire dans un mois`,
        line: `Le certificat de ${org} est valable jusqu'au ${date}. Demandez son renouvellement dès maintenant pour rester certifié.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `Le certificat de ${org} a expiré`,
        line: `Le certificat de ${org} était valable jusqu'au ${date}\u00a0; ${org} n'apparaît plus comme certifié. Déposez une nouvelle demande pour le renouveler.`,
      }),
    },
  },
  es: {
    greeting: 'Hola:',
    button: 'Abrir en OnCourse',
    signature: 'El equipo de OnCourse',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `Un verificador revisa la certificación de ${org}`,
        line: `Se ha asignado a ${who ?? 'un verificador'} la verificación de ${org}. Sus solicitudes, la visita y el informe llegarán a través de OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `Se le ha asignado la verificación de ${org}`,
        line: `El programa le ha asignado el expediente de certificación de ${org}. Revise la solicitud y planifique la visita.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `El verificador pide más información a ${org}`,
        line: `El verificador de la certificación de ${org} ha abierto una solicitud. Respóndala en OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} ha respondido a su solicitud`,
        line: `${org} ha respondido a una solicitud de su expediente de certificación.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `El verificador ha respondido sobre la certificación de ${org}`,
        line: `El verificador ha respondido a una solicitud del expediente de certificación de ${org}.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `El informe del verificador sobre ${org} está listo`,
        line: `El verificador ha presentado el informe sobre ${org}. El expediente espera la decisión del programa.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} está certificado`,
        line: `Enhorabuena: ${org} está certificado. El certificado es válido hasta el ${date}; puede descargarlo en OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `La decisión de certificación de ${org}`,
        line: `El programa ha decidido no certificar a ${org} en esta ocasión. Los motivos figuran en el expediente en OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `La solicitud de certificación de ${org} debe completarse`,
        line: `El programa ha devuelto la solicitud de ${org} con un mensaje. Complétela y vuelva a enviarla en OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `El certificado de ${org} caduca dentro de seis meses`,
        line: `El certificado de ${org} es válido hasta el ${date}. Solicite la renovación con tiempo.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `El certificado de ${org} caduca dentro de un mes`,
        line: `El certificado de ${org} es válido hasta el ${date}. Solicite ya la renovación para seguir certificado.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `El certificado de ${org} ha caducado`,
        line: `El certificado de ${org} era válido hasta el ${date} y ${org} ya no figura como certificado. Vuelva a solicitarlo para renovarlo.`,
      }),
    },
  },
  it: {
    greeting: 'Buongiorno,',
    button: 'Apri in OnCourse',
    signature: 'Il team di OnCourse',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `Un verificatore esamina la certificazione di ${org}`,
        line: `${who ?? 'Un verificatore'} è stato incaricato di verificare ${org}. Richieste, visita e rapporto seguiranno in OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `Le è stata affidata la verifica di ${org}`,
        line: `Il programma le ha affidato la pratica di certificazione di ${org}. Esamini la domanda e pianifichi la visita.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `Il verificatore chiede a ${org} ulteriori informazioni`,
        line: `Il verificatore della certificazione di ${org} ha aperto una richiesta. La preghiamo di rispondere in OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} ha risposto alla sua richiesta`,
        line: `${org} ha risposto a una richiesta della sua pratica di certificazione.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `Il verificatore ha risposto sulla certificazione di ${org}`,
        line: `Il verificatore ha risposto a una richiesta della pratica di certificazione di ${org}.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `Il rapporto del verificatore su ${org} è pronto`,
        line: `Il verificatore ha presentato il rapporto su ${org}. La pratica attende la decisione del programma.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} è certificato`,
        line: `Congratulazioni: ${org} è certificato. Il certificato è valido fino al ${date}; può scaricarlo in OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `La decisione sulla certificazione di ${org}`,
        line: `Il programma ha deciso di non certificare ${org} questa volta. Le motivazioni sono nella pratica in OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `La domanda di certificazione di ${org} va completata`,
        line: `Il programma ha restituito la domanda di ${org} con un messaggio. La completi e la ripresenti in OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `Il certificato di ${org} scade tra sei mesi`,
        line: `Il certificato di ${org} è valido fino al ${date}. Chieda il rinnovo per tempo.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `Il certificato di ${org} scade tra un mese`,
        line: `Il certificato di ${org} è valido fino al ${date}. Chieda ora il rinnovo per restare certificato.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `Il certificato di ${org} è scaduto`,
        line: `Il certificato di ${org} era valido fino al ${date} e ${org} non risulta più certificato. Presenti una nuova domanda per rinnovarlo.`,
      }),
    },
  },
  nl: {
    greeting: 'Goedendag,',
    button: 'Openen in OnCourse',
    signature: 'Het OnCourse-team',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `Een verificateur beoordeelt de certificering van ${org}`,
        line: `${who ?? 'Een verificateur'} is aangewezen om ${org} te verifiëren. Vragen, het bezoek en het rapport volgen in OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `U bent aangewezen om ${org} te verifiëren`,
        line: `Het programma heeft u het certificeringsdossier van ${org} toegewezen. Bekijk de aanvraag en plan het bezoek.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `De verificateur vraagt ${org} om meer`,
        line: `De verificateur van de certificering van ${org} heeft een verzoek geopend. Beantwoord het in OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} heeft op uw verzoek gereageerd`,
        line: `${org} heeft gereageerd op een verzoek in zijn certificeringsdossier.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `De verificateur heeft gereageerd over de certificering van ${org}`,
        line: `De verificateur heeft gereageerd op een verzoek in het certificeringsdossier van ${org}.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `Het rapport van de verificateur over ${org} is klaar`,
        line: `De verificateur heeft het rapport over ${org} ingediend. Het dossier wacht op het besluit van het programma.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} is gecertificeerd`,
        line: `Gefeliciteerd: ${org} is gecertificeerd. Het certificaat is geldig tot ${date}; download het in OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `Het certificeringsbesluit voor ${org}`,
        line: `Het programma heeft besloten ${org} deze keer niet te certificeren. De redenen staan in het dossier in OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `De certificeringsaanvraag van ${org} moet worden aangevuld`,
        line: `Het programma heeft de aanvraag van ${org} met een bericht teruggestuurd. Vul haar aan en dien haar opnieuw in via OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `Het certificaat van ${org} verloopt over zes maanden`,
        line: `Het certificaat van ${org} is geldig tot ${date}. Vraag tijdig verlenging aan.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `Het certificaat van ${org} verloopt over een maand`,
        line: `Het certificaat van ${org} is geldig tot ${date}. Vraag nu verlenging aan om gecertificeerd te blijven.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `Het certificaat van ${org} is verlopen`,
        line: `Het certificaat van ${org} was geldig tot ${date}; ${org} wordt niet langer als gecertificeerd getoond. Dien een nieuwe aanvraag in om het te verlengen.`,
      }),
    },
  },
  sv: {
    greeting: 'Hej,',
    button: 'Öppna i OnCourse',
    signature: 'OnCourse-teamet',
    kinds: {
      'assigned-club': ({ organisationName: org, verifierName: who }) => ({
        subject: `En granskare granskar certifieringen av ${org}`,
        line: `${who ?? 'En granskare'} har utsetts att granska ${org}. Förfrågningar, besöket och rapporten följer i OnCourse.`,
      }),
      'assigned-verifier': ({ organisationName: org }) => ({
        subject: `Du har utsetts att granska ${org}`,
        line: `Programmet har gett dig certifieringsärendet för ${org}. Gå igenom ansökan och planera besöket.`,
      }),
      'request-opened': ({ organisationName: org }) => ({
        subject: `Granskaren ber ${org} om mer underlag`,
        line: `Granskaren av certifieringen av ${org} har öppnat en förfrågan. Svara på den i OnCourse.`,
      }),
      'club-replied': ({ organisationName: org }) => ({
        subject: `${org} har svarat på din förfrågan`,
        line: `${org} har svarat på en förfrågan i sitt certifieringsärende.`,
      }),
      'verifier-replied': ({ organisationName: org }) => ({
        subject: `Granskaren har svarat om certifieringen av ${org}`,
        line: `Granskaren har svarat på en förfrågan i certifieringsärendet för ${org}.`,
      }),
      'report-ready': ({ organisationName: org }) => ({
        subject: `Granskarens rapport om ${org} är klar`,
        line: `Granskaren har lämnat rapporten om ${org}. Ärendet väntar på programmets beslut.`,
      }),
      certified: ({ organisationName: org }, date) => ({
        subject: `${org} är certifierad`,
        line: `Grattis: ${org} är certifierad. Certifikatet gäller till och med ${date}; ladda ner det i OnCourse.`,
      }),
      'not-certified': ({ organisationName: org }) => ({
        subject: `Certifieringsbeslutet för ${org}`,
        line: `Programmet har beslutat att inte certifiera ${org} den här gången. Skälen finns i ärendet i OnCourse.`,
      }),
      returned: ({ organisationName: org }) => ({
        subject: `Certifieringsansökan för ${org} behöver kompletteras`,
        line: `Programmet har skickat tillbaka ansökan för ${org} med ett meddelande. Komplettera den och skicka in den igen i OnCourse.`,
      }),
      'expires-in-six-months': ({ organisationName: org }, date) => ({
        subject: `Certifikatet för ${org} går ut om sex månader`,
        line: `Certifikatet för ${org} gäller till och med ${date}. Ansök om förnyelse i god tid.`,
      }),
      'expires-in-one-month': ({ organisationName: org }, date) => ({
        subject: `Certifikatet för ${org} går ut om en månad`,
        line: `Certifikatet för ${org} gäller till och med ${date}. Ansök om förnyelse nu för att förbli certifierad.`,
      }),
      expired: ({ organisationName: org }, date) => ({
        subject: `Certifikatet för ${org} har gått ut`,
        line: `Certifikatet för ${org} gällde till och med ${date}, och ${org} visas inte längre som certifierad. Ansök igen för att förnya det.`,
      }),
    },
  },
};

/** The languages a certification message is written in: every notice keeps all of them. */
export const certificationMailLanguages = Object.keys(languages);

/** The subject and sentence of one kind of message in one language (English when the language is unknown). */
export function certificationWording(
  kind: CertificationMailKind,
  facts: CertificationMailFacts,
  lang: string,
): { subject: string; line: string } {
  const language = languages[lang] ?? languages.en!;
  const code = lang in languages ? lang : 'en';
  const date = facts.validUntil ? formatDate(new Date(`${facts.validUntil}T00:00:00Z`), code) : '';
  return language.kinds[kind](facts, date);
}

export interface CertificationMailInput extends MailAddress, CertificationMailFacts {
  kind: CertificationMailKind;
  /** Where the reader acts: the club's certification page, or the case for staff and the verifier. */
  link: string;
  theme?: MailTheme;
}

/** One certification message as an e-mail in the reader's language. */
export function certificationMail(input: CertificationMailInput): MailMessage {
  const lang = input.lang in languages ? input.lang : 'en';
  const language = languages[lang]!;
  const { subject, line } = certificationWording(input.kind, input, lang);
  return renderMail(
    input.to,
    {
      subject,
      greeting: language.greeting,
      intro: [line],
      buttonLabel: language.button,
      link: input.link,
      outro: [],
      signature: language.signature,
    },
    lang,
    input.theme,
  );
}
