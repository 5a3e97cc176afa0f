import type { Schemas } from '@oncourse/openapi';

/** The caller's standing in the organisation of an x-activity operation (checked before the handler runs). */
export interface OrganisationAccess {
  organisationId: number;
  organisationType: Schemas['OrganisationType'];
  membershipId: number;
  accessType: Schemas['AccessType'];
  readOnly: boolean;
  /** Every activity the caller's access type grants in this organisation. */
  activities: Schemas['Activity'][];
}
