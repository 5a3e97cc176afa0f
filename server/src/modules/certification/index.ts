// The module's surface for other modules (docs/engineering.md#server-layers).

// What the access checks may read of certification cases: which verifier a case is assigned to,
// and whether a case is an organisation's. They call these, never the certification repository,
// so its tables have one owner.
export { findCaseVerifier, isOrganisationCase } from './certification.repository.ts';
