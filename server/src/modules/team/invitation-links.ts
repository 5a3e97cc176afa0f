// The links an invitation mail carries (docs/team.md#screens /registration-page; docs/team.md#behaviour accept signed in).
import type { Config } from '../../config.ts';

function appLink(config: Pick<Config, 'appUrl'>, path: string, query: Record<string, string>): string {
  const url = new URL(`${config.appUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A new person: the registration page pre-filled with the invitation token and their e-mail. */
export function registerFromInvitationLink(
  config: Pick<Config, 'appUrl'>,
  input: { token: string; email: string; lang: string },
): string {
  return appLink(config, '/registration-page', {
    token: input.token,
    emailAddress: input.email,
    lang: input.lang,
  });
}

/**
 * Someone with an account: the app's accept page, which (signed in) calls
 * GET /api/organisation/{organisationId}/user/{userId}/update-invited-status.
 */
export function acceptInvitationLink(
  config: Pick<Config, 'appUrl'>,
  input: { organisationId: number; userId: number; lang: string },
): string {
  return appLink(config, '/accept-invitation', {
    organisationId: String(input.organisationId),
    userId: String(input.userId),
    lang: input.lang,
  });
}

/**
 * Someone with an account invited to the programme (docs/certification.md#access): the app's page
 * that, signed in, accepts the invitation with the token.
 */
export function acceptProgrammeInvitationLink(
  config: Pick<Config, 'appUrl'>,
  input: { token: string; lang: string },
): string {
  return appLink(config, '/programme-invitation', { token: input.token, lang: input.lang });
}
