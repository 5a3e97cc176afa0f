import type { Schemas } from '@oncourse/openapi';
import { isCertificateValid } from '@oncourse/engine';
import type { VerifierRow } from './programme.repository.ts';

/** A verifier as staff see them, with whether the accreditation holds on `today`. */
export function presentVerifier(row: VerifierRow, today: string): Schemas['Verifier'] {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    name: row.name,
    company: row.company,
    countries: row.countries,
    languages: row.languages,
    accreditedUntil: row.accreditedUntil,
    // An accreditation holds through its last day, as a certificate does.
    accredited: isCertificateValid(row.accreditedUntil, today),
  };
}
