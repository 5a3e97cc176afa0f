import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

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
export function joinRequestMail(input: JoinRequestMailInput): MailMessage {
  const name = `${input.user.firstName} ${input.user.lastName}`.trim();
  const match = input.match
    ? `Matching facility: ${input.match.title} (id ${input.match.id})`
    : 'Matching facility: none of that name is registered yet';
  return renderMail(
    input.to,
    {
      subject: `Join request: ${name} for ${input.organisationName}`,
      greeting: 'A user asks to join a facility.',
      intro: [
        `From: ${name} <${input.user.email}> (user id ${input.user.id})`,
        `Facility: ${input.organisationName}`,
        `Country: ${input.country}`,
        match,
        ...(input.message ?? '').split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      buttonLabel: `Reply to ${name}`,
      link: `mailto:${input.user.email}`,
      outro: ['Add the user to the facility’s team, or reply to say why you cannot.'],
      signature: 'OnCourse',
    },
    'en',
  );
}
