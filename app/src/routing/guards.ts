import { redirect } from '@tanstack/react-router';
import type { AppServices } from '../services';
import { sessionAtom } from '../session/atoms';

/** Signed-in users have no business on the sign-in pages: send them to the dashboard. */
export function redirectIfSignedIn(services: AppServices): void {
  if (services.store.get(sessionAtom)) throw redirect({ to: '/' });
}

/** Signed-out visitors of a signed-in page go to sign-in; `lang` travels along (spec 000 §1). */
export function requireSession(services: AppServices): void {
  if (!services.store.get(sessionAtom)) throw redirect({ to: '/login' });
}

/**
 * A reset link is checked before the form shows; a missing or invalid token goes to the
 * invalid-token page (spec 000 §4).
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

/** A registration link is checked first; invalid or missing goes to /invalid-registration-token (spec 000 §4). */
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
