import type { Schemas } from '@oncourse/openapi';
import type { TeamMemberRow } from './team.repository.ts';

/** Who looks at the team: what the actions shown to them depend on. */
export interface TeamViewer {
  userId: number;
  accessType: Schemas['AccessType'];
  readOnly: boolean;
  activities: readonly Schemas['Activity'][];
  /** Joined members, the owner included. */
  joinedCount: number;
}

/** The label (docs/team.md#behaviour): Invited while the invite is pending, otherwise Owner, Admin or Joined. */
export function statusLabel(
  row: Pick<TeamMemberRow, 'inviteStatus' | 'accessType'>,
): Schemas['TeamStatusLabel'] {
  if (row.inviteStatus === 'invited') return 'Invited';
  if (row.accessType === 'OWNER') return 'Owner';
  if (row.accessType === 'ADMIN_USER') return 'Admin';
  return 'Joined';
}

/**
 * What the viewer may do to a member (docs/team.md#behaviour, docs/team.md#access): re-invite only invited members; remove
 * anyone but oneself and the owner; switch owner only as the owner, to another joined member, when
 * there is more than one; change the access type of anyone but oneself and the owner. A view-only
 * viewer may do nothing. Leaving is never offered (README: members do not leave by themselves).
 */
export function teamActions(row: TeamMemberRow, viewer: TeamViewer): Schemas['TeamActions'] {
  const may = (activity: Schemas['Activity']) => !viewer.readOnly && viewer.activities.includes(activity);
  const self = row.userId === viewer.userId;
  const owner = row.accessType === 'OWNER';
  return {
    reInvite: row.inviteStatus === 'invited' && may('add-user-to-organisation'),
    remove: !self && !owner && may('remove-user-from-organisation'),
    switchOwner:
      viewer.accessType === 'OWNER' &&
      !self &&
      row.inviteStatus === 'joined' &&
      viewer.joinedCount > 1 &&
      may('change-user-permissions-for-organisation'),
    changeAccessType: !self && !owner && may('change-user-permissions-for-organisation'),
    leave: false,
  };
}

/** Names are empty until an invited person registers: the contract says null then. */
const nameOrNull = (name: string) => (name.trim() === '' ? null : name);

export const presentTeamUser = (row: TeamMemberRow, viewer: TeamViewer): Schemas['TeamUser'] => ({
  id: row.userId,
  first_name: nameOrNull(row.firstName),
  last_name: nameOrNull(row.lastName),
  email_address: row.email,
  userType: row.accessType,
  type_id: row.accessTypeId,
  inviteStatus: row.inviteStatus,
  status: statusLabel(row),
  invitedAt: row.invitedAt?.toISOString() ?? null,
  inviteExpiresAt: row.inviteExpiresAt?.toISOString() ?? null,
  actions: teamActions(row, viewer),
});
