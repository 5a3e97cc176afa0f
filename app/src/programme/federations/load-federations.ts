import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type FederationAccount = Schemas['FederationAccount'];
export type FederationFacility = Schemas['FederationFacility'];
export type FederationFacilityDetail = Schemas['FederationFacilityDetail'];

/** The federation accounts and the federation invitations not yet answered (staff). */
export async function loadFederations(services: AppServices) {
  const [federations, invitations] = await Promise.all([
    need(services.api.GET('/api/console/federations')),
    need(services.api.GET('/api/certification/invitations')),
  ]);
  return { federations, invitations: invitations.filter((invitation) => invitation.role === 'federation') };
}

/** The facilities sharing with the signed-in federation. */
export const loadFederationFacilities = (services: AppServices) =>
  need(services.api.GET('/api/federation/facilities'));

/** One facility sharing with the signed-in federation; not found for any other. */
export const loadFederationFacility = (services: AppServices, facilityId: number) =>
  need(services.api.GET('/api/federation/facilities/{facilityId}', { params: { path: { facilityId } } }));
