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

/**
 * An access that reads the organisation and does nothing else, held by no member: programme staff
 * read a club's answers through its certification case, and the public pages read a certified
 * club's, so the club's own services serve the same figures. Only the id and the type matter to
 * them, never a caller's standing.
 */
export const readOnlyAccess = (
  organisationId: number,
  organisationType: OrganisationAccess['organisationType'],
): OrganisationAccess => ({
  organisationId,
  organisationType,
  membershipId: 0,
  accessTypeId: 0,
  accessType: 'USER_VIEW_ONLY',
  readOnly: true,
  activities: [],
});
