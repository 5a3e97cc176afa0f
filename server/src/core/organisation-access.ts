import type { Access, Schemas } from '@oncourse/openapi';

/** The caller's standing in the organisation of an x-activity operation (checked before the handler runs). */
export interface OrganisationAccess {
  organisationId: number;
  organisationType: Schemas['OrganisationType'];
  membershipId: number;
  accessTypeId: number;
  accessType: Schemas['AccessType'];
  readOnly: boolean;
  /** Every activity the caller's access type grants in this organisation. */
  activities: Schemas['Activity'][];
  /**
   * What the wiring checked to grant this (the caller, the activity, whether the call writes), so a
   * handler whose write statement found the membership changed can check it again
   * (docs/organisations.md#access). Absent when no member's access was checked.
   */
  check?: { userId: number; organisationId: number; activity: Schemas['Activity']; access: Access };
}
