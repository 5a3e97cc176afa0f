import { redirect } from '@tanstack/react-router';
import type { AppServices } from '../services';
import { hasActivities, type ShellActivity } from '../session/active-organisation';
import { activeOrganisationAtom, sessionAtom } from '../session/atoms';
import type { ActiveOrganisation } from '../session/types';
import { returnToSearch } from './search';

/** Signed-in users have no business on the sign-in pages: send them to the dashboard. */
export function redirectIfSignedIn(services: AppServices): void {
  if (services.store.get(sessionAtom)) throw redirect({ to: '/' });
}

/**
 * Signed-out visitors of a signed-in page go to sign-in, which brings them back to the page they
 * asked for (`returnTo`); `lang` travels along (docs/languages-units-themes.md#languages).
 */
export function requireSession(services: AppServices, target?: { href: string }): void {
  if (!services.store.get(sessionAtom))
    throw redirect({ to: '/login', search: returnToSearch(target?.href) });
}

/**
 * The organisation a page of one organisation shows. Someone who has none yet (nothing created or
 * joined) is sent to the dashboard, which says how to start; every such loader behaves the same.
 */
export function requireActiveOrganisation(services: AppServices): ActiveOrganisation {
  const organisation = services.store.get(activeOrganisationAtom);
  if (!organisation) throw redirect({ to: '/' });
  return organisation;
}

/** Thrown by {@link requireActivity}; the route's error component shows the not-allowed page. */
export class NotAllowedError extends Error {
  constructor(readonly activity: ShellActivity) {
    super(`The active organisation does not grant ${activity}`);
    this.name = 'NotAllowedError';
  }
}

/**
 * Pages of an activity (docs/organisations.md#screens: reviews, improve, facility-profile) open only when the active
 * organisation grants it; otherwise the page says so rather than showing nothing (docs/organisations.md#access).
 */
export function requireActivity(services: AppServices, activity: ShellActivity): void {
  if (!hasActivities(services.store.get(activeOrganisationAtom), activity))
    throw new NotAllowedError(activity);
}

/**
 * A reset link is checked before the form shows; a missing or invalid token goes to the
 * invalid-token page (docs/accounts.md#behaviour).
 */
export async function requireValidResetToken(
  services: AppServices,
  token: string | undefined,
  invalidPath: '/invalid-password-reset-token' | '/tournaments/invalid-password-reset-token',
): Promise<void> {
  if (!token) throw redirect({ to: invalidPath });
  const { data } = await services.api.GET('/api/auth/validate-password-reset-token', {
    params: { query: { token } },
  });
  if (data?.data.valid !== true) throw redirect({ to: invalidPath });
}

/** A registration link is checked first; invalid or missing goes to /invalid-registration-token (docs/registration.md#behaviour). */
export async function requireValidRegistrationToken(
  services: AppServices,
  token: string | undefined,
): Promise<void> {
  if (!token) throw redirect({ to: '/invalid-registration-token' });
  const { data } = await services.api.GET('/api/registration/validate-token', {
    params: { query: { token } },
  });
  if (data?.data.valid !== true) throw redirect({ to: '/invalid-registration-token' });
}
