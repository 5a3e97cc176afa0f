// The module's surface for other modules (docs/engineering.md#server-layers).

// What other modules (registration, sign-in, team, organisations, exports) may read and change of
// the users the users module owns: they call these, never the users repository, so the users table
// has one owner. The same queries as the repository's, so no call costs an extra round trip.
export {
  findJoinedOrganisations,
  findUserByEmail,
  findUserById,
  isJoinedMember,
  languageExists,
  setPasswordHash,
  type JoinedOrganisationRow,
  type UserRow,
} from './users.repository.ts';
