import type { AppServices } from '../services';
import { organisationsAtom, sessionAtom } from '../session/atoms';
import { settleOrganisations } from '../session/organisations';

/**
 * After a reload the organisation list is fetched again (it is not kept in cookies), before any
 * signed-in page checks the activities it needs; a failure leaves the cookie's organisation.
 */
export async function ensureOrganisations(services: AppServices): Promise<void> {
  if (services.store.get(sessionAtom) && services.store.get(organisationsAtom) === null) {
    // The pages ask for the organisations again and show that failure themselves.
    await settleOrganisations(services).catch(() => undefined);
  }
}
