import type { MailMessage } from '../mailer.ts';
import { paragraphs, renderMail } from './layout.ts';
import { mailWords, type Catalogues } from './words.ts';

export interface JoinRequestMailInput {
  /** The provider's inbox (PROVIDER_EMAIL). */
  to: string;
  user: { id: number; firstName: string; lastName: string; email: string };
  organisationName: string;
  country: string;
  /** The facility of that name, when one exists: what staff add the user to. */
  match: { id: number; title: string } | null;
  message: string | null;
}

/**
 * A request to join an existing facility as the provider's staff read it (docs/organisations.md#purpose: joining is
 * an e-mail request to the provider): who asks, for which facility and country, whether a facility
 * of that name exists, and the message. Internal, so always in English.
 */
export function joinRequestMail(input: JoinRequestMailInput, catalogues?: Catalogues): MailMessage {
  const { lang, text: t } = mailWords('en', catalogues);
  const name = `${input.user.firstName} ${input.user.lastName}`.trim();
  const organisation = input.organisationName;
  return renderMail(
    input.to,
    {
      subject: t('mail.joinRequest.subject', { name, organisation }),
      greeting: t('mail.joinRequest.greeting'),
      intro: [
        t('mail.joinRequest.from', { name, email: input.user.email, id: input.user.id }),
        t('mail.joinRequest.facility', { organisation }),
        t('mail.joinRequest.country', { country: input.country }),
        input.match
          ? t('mail.joinRequest.match', { facility: input.match.title, id: input.match.id })
          : t('mail.joinRequest.noMatch'),
        ...paragraphs(input.message ?? ''),
      ],
      buttonLabel: t('mail.joinRequest.button', { name }),
      link: `mailto:${input.user.email}`,
      outro: [t('mail.joinRequest.outro')],
      signature: t('mail.staffSignature'),
    },
    lang,
  );
}
