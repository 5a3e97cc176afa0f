// The e-mails and helpdesk notices of a certification case (docs/certification.md#messages-and-reminders):
// one subject and sentence per step and reader, from the strings catalogue (`mail.certification.*`).
// A notice keeps every language's wording, as the provider's notices do, so each reader sees it in their own.
import { formatDate, INTERFACE_LANGUAGES } from '@oncourse/engine';
import type { CertificationTopic } from '../../db/schema/index.ts';
import type { MailMessage } from '../mailer.ts';
import { composeMail, type MailAddress, type MailTheme } from './layout.ts';
import { mailWords, type Catalogues } from './words.ts';

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

/** A kind's part of its catalogue keys, `mail.certification.<part>.subject` and `.line`: report-ready → reportReady. */
const keyOf = (kind: CertificationMailKind) =>
  kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The languages a certification message is written in, those with a catalogue: every notice keeps all of them. */
export const certificationMailLanguages: readonly string[] = INTERFACE_LANGUAGES;

/** The subject and sentence of one kind of message in one language (English when the language is unknown). */
export function certificationWording(
  kind: CertificationMailKind,
  facts: CertificationMailFacts,
  lang: string,
  catalogues?: Catalogues,
): { subject: string; line: string } {
  const { lang: written, text: t } = mailWords(lang, catalogues);
  const values = {
    organisation: facts.organisationName,
    verifier: facts.verifierName ?? t('mail.certification.aVerifier'),
    date: facts.validUntil ? formatDate(new Date(`${facts.validUntil}T00:00:00Z`), written) : '',
  };
  return {
    subject: t(`mail.certification.${keyOf(kind)}.subject`, values),
    line: t(`mail.certification.${keyOf(kind)}.line`, values),
  };
}

export interface CertificationMailInput extends MailAddress, CertificationMailFacts {
  kind: CertificationMailKind;
  /** Where the reader acts: the club's certification page, or the case for staff and the verifier. */
  link: string;
  theme?: MailTheme;
}

/** One certification message as an e-mail in the reader's language. */
export function certificationMail(input: CertificationMailInput, catalogues?: Catalogues): MailMessage {
  const { subject, line } = certificationWording(input.kind, input, input.lang, catalogues);
  return composeMail(
    input,
    (t) => ({
      subject,
      greeting: t('mail.greeting'),
      intro: [line],
      buttonLabel: t('mail.certification.button'),
      link: input.link,
      outro: [],
      signature: t('mail.signature'),
    }),
    catalogues,
  );
}
