import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

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

const reasons = { HELP_ONCOURSE: 'Help with OnCourse', CALL: 'Please call me' } as const;

/**
 * The helpdesk message as the provider's staff read it (docs/helpdesk.md#purpose, docs/helpdesk.md#screens): who sent it, for which
 * organisation and why, the message itself, and a reply link. Internal, so always in English.
 */
export function helpdeskMail(input: HelpdeskMailInput): MailMessage {
  const name = `${input.user.firstName} ${input.user.lastName}`.trim();
  const organisation = input.organisation
    ? `${input.organisation.title} (id ${input.organisation.id})`
    : 'none yet (the user has no organisation)';
  return renderMail(
    input.to,
    {
      subject: `Helpdesk: ${reasons[input.reason]} — ${input.organisation?.title ?? name}`,
      greeting: 'A new helpdesk message has arrived.',
      intro: [
        `From: ${name} <${input.user.email}>`,
        `Organisation: ${organisation}`,
        `Reason: ${reasons[input.reason]}`,
        ...(input.callBack
          ? [`Phone: ${input.callBack.phone}`, `Convenient time: ${input.callBack.time}`]
          : []),
        ...input.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      buttonLabel: `Reply to ${name}`,
      link: `mailto:${input.user.email}`,
      outro: ['Office hours are 9am to 5pm GMT, Monday to Friday.'],
      signature: 'OnCourse',
    },
    'en',
  );
}
