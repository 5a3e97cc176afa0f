// The module's surface for other modules (docs/engineering.md#server-layers).

// What other modules (the access checks, certification) may read of programme staff and
// verifiers: they call these, never the programme repository, so those tables have one owner.
export {
  findProgrammeRoles,
  findStaffReaders,
  findVerifier,
  type VerifierRow,
} from './programme.repository.ts';
