import type { Schemas } from '@oncourse/openapi';
import type { AppServices } from '../services';

/**
 * The invitation an invitation link's token stands for (docs/registration.md#screens), or null when
 * there is no token or it no longer works: the page is then the ordinary registration form.
 */
export async function loadInvitation(
  { api }: Pick<AppServices, 'api'>,
  token: string | undefined,
): Promise<Schemas['RegistrationInvitation'] | null> {
  if (!token) return null;
  try {
    const { data } = await api.GET('/api/registration/invitation', { params: { query: { token } } });
    return data?.data ?? null;
  } catch {
    // An unreadable invitation is no invitation: the page says the link is invalid.
    return null;
  }
}
