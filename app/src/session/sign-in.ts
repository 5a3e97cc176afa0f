import type { Schemas } from '@oncourse/openapi';
import type { AppServices } from '../services';
import { sessionAtom } from './atoms';
import { toSessionUser } from './mappers';
import { settleOrganisations } from './organisations';

/**
 * Starts the session from a login answer: user and access token into the cookies (the refresh
 * token stays in the server's HttpOnly cookie), then the organisations and the active one.
 */
export async function startSession(
  services: AppServices,
  result: Schemas['LoginResult'],
  isTournamentLogin: boolean,
): Promise<void> {
  services.store.set(sessionAtom, {
    user: toSessionUser(result.user),
    accessToken: result.accessToken,
    organisation: null,
  });
  await settleOrganisations(services, isTournamentLogin ? 'TOURNAMENT' : undefined);
}
