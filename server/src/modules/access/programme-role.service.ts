// Programme access (the contract's x-programme-role): whether a caller is programme staff, an
// accredited verifier, the verifier a case is assigned to, or a national federation, checked before the handler runs
// (docs/certification.md#access). The rows come from the modules that own them.
import type { ProgrammeRole } from '@oncourse/openapi';
import type { Executor } from '../../db/client.ts';
import type { ProgrammeAccess } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { findProgrammeRoles } from '../programme/index.ts';
import { findCaseVerifier } from '../certification/index.ts';

/**
 * Checks the caller holds `role`: 403 FORBIDDEN_RESOURCE without it; for a role about a case, 404
 * NOT_FOUND (on `caseField`) for a case that does not exist or is not assigned to this verifier,
 * the same answer, so cases cannot be probed.
 */
export async function requireProgrammeRole(
  db: Executor,
  input: { userId: number; role: ProgrammeRole; caseId: number | null; caseField: string | null },
): Promise<ProgrammeAccess> {
  const roles = await findProgrammeRoles(db, input.userId);
  const verifierId = roles.verifierId;
  const access = (actor: ProgrammeAccess['actor']): ProgrammeAccess => ({
    userId: input.userId,
    actor,
    verifierId,
    federationCountries: roles.federationCountries,
    federationDemo: roles.federationDemo,
    caseId: input.caseId,
  });
  const caseNotFound = () => notFound('Case not found', input.caseField);
  switch (input.role) {
    case 'self':
      return access('none');
    case 'staff':
      if (!roles.staff) throw forbidden('Only programme staff may do this');
      if (input.caseId !== null && !(await findCaseVerifier(db, input.caseId))) throw caseNotFound();
      return access('staff');
    case 'federation':
      if (roles.federationCountries === null) throw forbidden('Only national federations may do this');
      return access('federation');
    case 'verifier':
      if (verifierId === null) throw forbidden('Only verifiers may do this');
      return access('verifier');
    case 'assigned-verifier': {
      if (verifierId === null) throw forbidden('Only verifiers may do this');
      const found = await findCaseVerifier(db, input.caseId!);
      if (!found || found.verifierId !== verifierId) throw caseNotFound();
      return access('verifier');
    }
    case 'staff-or-assigned-verifier': {
      if (!roles.staff && verifierId === null)
        throw forbidden('Only programme staff and verifiers may do this');
      const found = await findCaseVerifier(db, input.caseId!);
      if (!found) throw caseNotFound();
      if (roles.staff) return access('staff');
      if (found.verifierId !== verifierId) throw caseNotFound();
      return access('verifier');
    }
  }
}
