import type { MailMessage } from '../mailer.ts';
import { paragraphs, renderMail } from './layout.ts';
import { mailWords, type Catalogues } from './words.ts';

export interface HelpdeskMailInput {
  /** The provider's inbox (PROVIDER_EMAIL). */
  to: string;
  reason: 'HELP_ONCOURSE' | 'CALL';
  message: string;
  /** The number to ring and when suits, for a call asked for. */
  callBack?: { phone: string; time: string } | null;
  user: { firstName: string; lastName: string; email: string };
  organisation: { id: number; title: string } | null;
}

/**
 * The helpdesk message as the provider's staff read it (docs/helpdesk.md#purpose, docs/helpdesk.md#screens): who sent it, for which
 * organisation and why, the message itself, and a reply link. Internal, so always in English.
 */
export function helpdeskMail(input: HelpdeskMailInput, catalogues?: Catalogues): MailMessage {
  const { lang, text: t } = mailWords('en', catalogues);
  const name = `${input.user.firstName} ${input.user.lastName}`.trim();
  const reason = t(`helpdesk.reasons.${input.reason}`);
  const organisation = input.organisation
    ? t('mail.helpdesk.organisationId', { organisation: input.organisation.title, id: input.organisation.id })
    : t('mail.helpdesk.noOrganisation');
  return renderMail(
    input.to,
    {
      subject: t('mail.helpdesk.subject', { reason, about: input.organisation?.title ?? name }),
      greeting: t('mail.helpdesk.greeting'),
      intro: [
        t('mail.helpdesk.from', { name, email: input.user.email }),
        t('mail.helpdesk.organisation', { organisation }),
        t('mail.helpdesk.reason', { reason }),
        ...(input.callBack
          ? [
              t('mail.helpdesk.phone', { phone: input.callBack.phone }),
              t('mail.helpdesk.callTime', { time: input.callBack.time }),
            ]
          : []),
        ...paragraphs(input.message),
      ],
      buttonLabel: t('mail.helpdesk.button', { name }),
      link: `mailto:${input.user.email}`,
      outro: [t('mail.helpdesk.officeHours')],
      signature: t('mail.staffSignature'),
    },
    lang,
  );
}
