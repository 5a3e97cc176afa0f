// The locale entry alone: the engine's index would bring its shared chunk into the sign-in page.
import { isLanguageKey } from '@oncourse/engine/locale';

/** A language code of fixtures/languages.json (docs/engineering.md#words-and-formats). */
export type LanguageKey = string;

export interface LangSearch {
  lang?: LanguageKey;
}
/** Every page's search: `lang`, and on the sign-in page the signed-in page to return to. */
export interface RootSearch extends LangSearch {
  returnTo?: string;
}
export interface TokenSearch extends LangSearch {
  token?: string;
}
export interface SignInLinkSearch extends LangSearch {
  signInLink?: string;
}
export interface RegistrationSearch extends TokenSearch {
  emailAddress?: string;
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Keeps only a known `lang` (docs/languages-units-themes.md#languages: lang selects the language on public pages). */
export function validateLangSearch(search: Record<string, unknown>): LangSearch {
  return isLanguageKey(search.lang) ? { lang: search.lang } : {};
}

/**
 * A path inside the app to return to after sign-in, or undefined: only same-origin paths (no
 * `//host` or scheme), and never the sign-in or sign-out pages themselves.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\')) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || /^\/(tournaments\/)?(login|logout)$/.test(pathname)) return undefined;
  return value;
}

/** The sign-in search that brings the user back to `href` (see {@link safeReturnPath}). */
export function returnToSearch(href: string | undefined): { returnTo?: string } {
  const returnTo = safeReturnPath(href);
  return returnTo ? { returnTo } : {};
}

/** The root route's search: `lang` everywhere, `returnTo` for the sign-in page. */
export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  return { ...validateLangSearch(search), ...returnToSearch(optionalText(search.returnTo)) };
}

/** `lang` plus the e-mailed `token` (new-password, complete-registration). */
export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  const token = optionalText(search.token);
  return { ...validateLangSearch(search), ...(token ? { token } : {}) };
}

/** `lang` plus the `signInLink` the server returns after a reset or registration. */
export function validateSignInLinkSearch(search: Record<string, unknown>): SignInLinkSearch {
  const signInLink = optionalText(search.signInLink);
  return { ...validateLangSearch(search), ...(signInLink ? { signInLink } : {}) };
}

/** `lang`, `token` and `emailAddress`: an invitation pre-fills the registration e-mail (docs/registration.md#screens). */
export function validateRegistrationSearch(search: Record<string, unknown>): RegistrationSearch {
  const emailAddress = optionalText(search.emailAddress);
  return { ...validateTokenSearch(search), ...(emailAddress ? { emailAddress } : {}) };
}

/**
 * Turns the sign-in link from the server into one of the app's two sign-in pages, so the button
 * stays inside the app and never sends the user to another origin.
 */
export function signInPath(
  signInLink: string | undefined,
  fallback: '/login' | '/tournaments/login',
): '/login' | '/tournaments/login' {
  if (!signInLink) return fallback;
  try {
    const { pathname } = new URL(signInLink, window.location.origin);
    if (pathname.endsWith('/tournaments/login')) return '/tournaments/login';
    return pathname.endsWith('/login') ? '/login' : fallback;
  } catch {
    // A sign-in link that is no URL goes to the default sign-in page.
    return fallback;
  }
}
