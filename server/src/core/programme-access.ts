// What the wiring proved about a caller's programme roles before a certification handler runs
// (docs/certification.md#access): a service acts in the role the contract declared, never in
// another the same person also holds.

/** The role a programme call was checked for. */
export type ProgrammeActor = 'staff' | 'verifier' | 'federation' | 'none';

export interface ProgrammeAccess {
  userId: number;
  /** The role the call acts in: staff, the verifier, or none for a call about the caller's own roles. */
  actor: ProgrammeActor;
  /** The caller's verifier record, when they are one. */
  verifierId: number | null;
  /** The countries of the caller's federation account, when they hold one (docs/programme-console.md#federations). */
  federationCountries: string[] | null;
  /** Whether that account is the demo's, which sees the demo's facilities alone. */
  federationDemo: boolean;
  /** The case `x-case-param` named, proved to be staff's to see or assigned to this verifier. */
  caseId: number | null;
}
