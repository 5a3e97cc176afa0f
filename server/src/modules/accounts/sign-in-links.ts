// The app URLs the server hands out in e-mails and answers (docs/registration.md#screens routes).
import type { Config } from '../../config.ts';

type Variant = { isTournament: boolean };

function appLink(
  config: Pick<Config, 'appUrl'>,
  path: string,
  query: Record<string, string | null | undefined>,
): string {
  const url = new URL(`${config.appUrl}${path}`);
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** The sign-in page: /login, or /tournaments/login for tournament accounts, with the language. */
export function signInLink(config: Pick<Config, 'appUrl'>, variant: Variant, lang: string | null): string {
  return appLink(config, variant.isTournament ? '/tournaments/login' : '/login', { lang });
}

/** The link in the registration mail: /complete-registration?token=…&lang=… */
export function completeRegistrationLink(
  config: Pick<Config, 'appUrl'>,
  token: string,
  lang: string,
): string {
  return appLink(config, '/complete-registration', { token, lang });
}

/**
 * The link in the password-reset mail: /new-password or /tournaments/new-password, ?token=…&lang=…,
 * and the page the person was on their way to (`returnTo`), opened once the password is set.
 */
export function newPasswordLink(
  config: Pick<Config, 'appUrl'>,
  variant: Variant,
  token: string,
  lang: string,
  returnTo?: string | undefined,
): string {
  return appLink(config, variant.isTournament ? '/tournaments/new-password' : '/new-password', {
    token,
    lang,
    returnTo,
  });
}

/**
 * A path inside the app, or undefined: a mail must never carry a link that leads off the product
 * (no `//host`, scheme or backslash), the same rule the app applies to `returnTo`.
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
