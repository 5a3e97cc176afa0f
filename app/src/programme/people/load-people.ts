import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type Verifier = Schemas['Verifier'];
export type StaffMember = Schemas['ProgrammeStaffMember'];
export type Invitation = Schemas['ProgrammeInvitation'];

/** The verifiers and the verifier invitations not yet answered. */
export async function loadVerifiers(services: AppServices) {
  const [verifiers, invitations] = await Promise.all([
    need(services.api.GET('/api/certification/verifiers')),
    need(services.api.GET('/api/certification/invitations')),
  ]);
  return { verifiers, invitations: invitations.filter((invitation) => invitation.role === 'verifier') };
}

/** The staff and the staff invitations not yet answered. */
export async function loadStaff(services: AppServices) {
  const [staff, invitations] = await Promise.all([
    need(services.api.GET('/api/certification/staff')),
    need(services.api.GET('/api/certification/invitations')),
  ]);
  return { staff, invitations: invitations.filter((invitation) => invitation.role === 'staff') };
}
