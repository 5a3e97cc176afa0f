// The module's surface for other modules (docs/engineering.md#server-layers).

// What other modules (the access checks the wiring runs before every handler) may read of the
// memberships and access types the team module owns: they call these, never the team repository,
// so those tables have one owner. The same queries as the repository's: the access check on every
// call, an answer's save included, costs no extra round trip.
export {
  findAccessTypeActivities,
  findMemberships,
  findOwnerLanguage,
  findOrganisationManagers,
  isLinkedToOrganisation,
  membershipHolds,
  type MembershipKey,
  type MembershipRow,
} from './team.repository.ts';
