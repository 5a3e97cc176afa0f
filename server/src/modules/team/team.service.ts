import type { Schemas } from '@oncourse/openapi';
import type { Executor } from '../../db/client.ts';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { forbidden, notFound, notUnique, unprocessable } from '../../core/errors.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { organisationAccess } from '../access/membership.service.ts';
import { teamInvitationMail } from '../../mail/templates/team-invitation-mail.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { issueRegistrationToken } from '../registration/registration-tokens.service.ts';
import { findUserById, findUserByEmail } from '../users/index.ts';
import { acceptInvitationLink, registerFromInvitationLink } from './invitation-links.ts';
import { presentTeamUser, type TeamViewer } from './team.presenter.ts';
import * as repository from './team.repository.ts';

/** Invitations expire after 5 days (docs/team.md#behaviour, docs/team.md#limits). */
export const invitationTtlDays = 5;
const invitationTtlMs = invitationTtlDays * 24 * 60 * 60 * 1000;

export const teamMessages = {
  alreadyMember: 'User already part of organisation',
  alreadyInvited: 'This person is already invited; send the invitation again from the team list',
  removeSelf: (type: Schemas['OrganisationType']) =>
    `You cannot remove yourself from ${type === 'FACILITY' ? 'Facility' : 'Tournament'}`,
  removeOwner: 'The owner cannot be removed; hand over ownership first',
  expired: 'This invitation has expired. Ask for a new one.',
} as const;

type Access = Pick<OrganisationAccess, 'organisationId' | 'accessType' | 'readOnly' | 'activities'>;

async function teamFor(ctx: Pick<AppContext, 'db'>, access: Access, viewerId: number) {
  const rows = await repository.findTeam(ctx.db, access.organisationId);
  const viewer: TeamViewer = {
    userId: viewerId,
    accessType: access.accessType,
    readOnly: access.readOnly,
    activities: access.activities,
    joinedCount: rows.filter((row) => row.inviteStatus === 'joined').length,
  };
  return { rows, present: (row: repository.TeamMemberRow) => presentTeamUser(row, viewer) };
}

/** What the user's access type grants in the organisation now (after a write changed it). */
async function standing(
  ctx: AppContext,
  userId: number,
  organisationId: number,
): Promise<OrganisationAccess> {
  const { access } = await organisationAccess(ctx.db, userId, organisationId);
  if (!access) throw forbidden('You are not a member of this organisation');
  return access;
}

async function presentMember(ctx: AppContext, access: Access, viewerId: number, userId: number) {
  const { rows, present } = await teamFor(ctx, access, viewerId);
  const row = rows.find((candidate) => candidate.userId === userId);
  if (!row) throw notFound('This user is not in the team', 'userId');
  return present(row);
}

/** The team with what the caller may do to each member (docs/team.md#what-is-stored team user, docs/team.md#behaviour). */
export async function team(ctx: AppContext, access: OrganisationAccess, viewerId: number) {
  const { rows, present } = await teamFor(ctx, access, viewerId);
  return rows.map(present);
}

/** An access type an invite or a change may grant: a seeded, assignable one (never OWNER). */
async function assignableAccessType(db: Executor, typeId: number) {
  const type = await repository.findAccessType(db, typeId);
  if (!type || !type.assignable) {
    throw unprocessable('Choose one of the offered access types', 'type_id', 'INVALID_RESOURCE');
  }
  return type;
}

/**
 * Mails an invitation inside the transaction that records it (the outbox is durable). A person
 * without an account gets a registration token valid as long as the invitation, and the
 * registration page pre-filled with it; someone with an account signs in to accept.
 */
async function sendInvitation(
  ctx: AppContext,
  tx: Executor,
  input: {
    organisationId: number;
    inviter: { firstName: string; lastName: string; language: string };
    invitee: { id: number; email: string; registered: boolean; language: string };
    message: string | null;
    expiresAt: Date;
  },
) {
  const organisation = await repository.findOrganisationHeading(tx, input.organisationId);
  const isTournament = organisation?.type === 'TOURNAMENT';
  const lang = input.invitee.registered ? input.invitee.language : input.inviter.language;
  let link: string;
  if (input.invitee.registered) {
    link = acceptInvitationLink(ctx.config, {
      organisationId: input.organisationId,
      userId: input.invitee.id,
      lang,
    });
  } else {
    const token = await issueRegistrationToken(tx, {
      userId: input.invitee.id,
      expiresAt: input.expiresAt,
      isTournament,
    });
    link = registerFromInvitationLink(ctx.config, { token, email: input.invitee.email, lang });
  }
  await ctx.mailer.send(
    teamInvitationMail({
      to: input.invitee.email,
      inviter: `${input.inviter.firstName} ${input.inviter.lastName}`.trim(),
      organisationName: organisation?.title ?? '',
      link,
      newAccount: !input.invitee.registered,
      message: input.message,
      expiresInDays: invitationTtlDays,
      lang,
      theme: isTournament ? 'tournament' : 'facility',
    }),
    tx,
  );
}

const messageOrNull = (message: string | null | undefined) => message?.trim() || null;

async function requireUser(db: Executor, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Records an invitation and mails it, in the caller's transaction: a person without an account is
 * created as an invitee who joins when their registration is complete. The invitee's id.
 */
async function inviteIn(
  ctx: AppContext,
  tx: Executor,
  input: {
    organisationId: number;
    inviter: { id: number; firstName: string; lastName: string; language: string };
    email: string;
    existing:
      { id: number; email: string; language: string; registrationCompletedAt: Date | null } | undefined;
    accessTypeId: number;
    message: string | null;
  },
): Promise<number> {
  const invitedAt = new Date();
  const expiresAt = new Date(invitedAt.getTime() + invitationTtlMs);
  const { existing, inviter } = input;
  const id = existing?.id ?? (await repository.insertInvitedUser(tx, input.email, inviter.language));
  await repository.insertInvitation(tx, {
    userId: id,
    organisationId: input.organisationId,
    accessTypeId: input.accessTypeId,
    invitedByUserId: inviter.id,
    inviteMessage: input.message,
    invitedAt,
    inviteExpiresAt: expiresAt,
  });
  await sendInvitation(ctx, tx, {
    organisationId: input.organisationId,
    inviter,
    invitee: {
      id,
      email: existing?.email ?? input.email,
      registered: existing?.registrationCompletedAt != null,
      language: existing?.language ?? inviter.language,
    },
    message: input.message,
    expiresAt,
  });
  return id;
}

/**
 * Invites the owner of an organisation that has none yet, in the caller's transaction: programme
 * staff making a tournament invite its organiser (docs/programme-console.md#behaviour). The
 * invitation is the team's own, so accepting it and registering through it work as for any other.
 */
export async function inviteOwner(
  ctx: AppContext,
  tx: Executor,
  input: { organisationId: number; inviterId: number; email: string; message: string | null },
): Promise<number> {
  // Read in the caller's transaction: the embedded database has one connection, which the
  // transaction holds until it ends.
  const inviter = await requireUser(tx, input.inviterId);
  const existing = await findUserByEmail(tx, input.email);
  return inviteIn(ctx, tx, {
    organisationId: input.organisationId,
    inviter,
    email: input.email,
    existing,
    accessTypeId: await repository.findAccessTypeId(tx, 'OWNER'),
    message: messageOrNull(input.message),
  });
}

/**
 * Invites someone by e-mail with an access type and an optional message (docs/team.md#behaviour, docs/team.md#input-rules team):
 * a member already in the team is refused with 'User already part of organisation' (409 on
 * `email_address`); a person without an account is created as an invitee who joins when their
 * registration is complete.
 */
export async function invite(
  ctx: AppContext,
  access: OrganisationAccess,
  inviterId: number,
  body: Schemas['InvitePayload'],
): Promise<Schemas['TeamUser']> {
  if (body.organisation_id !== undefined && body.organisation_id !== access.organisationId) {
    throw unprocessable('The invitation names another organisation', 'organisation_id', 'INVALID_RESOURCE');
  }
  const email = body.email_address.trim();
  const type = await assignableAccessType(ctx.db, body.type_id);
  const inviter = await requireUser(ctx.db, inviterId);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    const member = await repository.findMember(ctx.db, access.organisationId, existing.id);
    if (member?.inviteStatus === 'joined') throw notUnique('email_address', teamMessages.alreadyMember);
    if (member) throw notUnique('email_address', teamMessages.alreadyInvited);
  }
  let inviteeId: number;
  try {
    inviteeId = await ctx.db.transaction((tx) =>
      inviteIn(ctx, tx, {
        organisationId: access.organisationId,
        inviter,
        email,
        existing,
        accessTypeId: type.id,
        message: messageOrNull(body.message),
      }),
    );
  } catch (error) {
    // The same person invited twice at once: the second loses on a unique index.
    if (isUniqueViolation(error)) throw notUnique('email_address', teamMessages.alreadyInvited);
    throw error;
  }
  return presentMember(ctx, access, inviterId, inviteeId);
}

/** Sends a pending invitation again with a new message; its 5 days start over (docs/team.md#behaviour). */
export async function reInvite(
  ctx: AppContext,
  access: OrganisationAccess,
  inviterId: number,
  userId: number,
  body: Schemas['ReInviteRequest'],
): Promise<Schemas['TeamUser']> {
  await requireInOrganisation(ctx.db, access, 'teamMember', userId, 'userId');
  const member = await repository.findMember(ctx.db, access.organisationId, userId);
  if (!member || member.inviteStatus !== 'invited') {
    throw unprocessable('Only invited members can be invited again', 'userId');
  }
  const inviter = await requireUser(ctx.db, inviterId);
  const invitedAt = new Date();
  const expiresAt = new Date(invitedAt.getTime() + invitationTtlMs);
  const message = messageOrNull(body.message);
  await ctx.db.transaction(async (tx) => {
    const renewed = await repository.renewInvitation(tx, member.membershipId, {
      inviteMessage: message,
      invitedAt,
      inviteExpiresAt: expiresAt,
      invitedByUserId: inviterId,
    });
    if (!renewed) throw unprocessable('Only invited members can be invited again', 'userId');
    await sendInvitation(ctx, tx, {
      organisationId: access.organisationId,
      inviter,
      invitee: {
        id: member.userId,
        email: member.email,
        registered: member.registered,
        language: member.language,
      },
      message,
      expiresAt,
    });
  });
  return presentMember(ctx, access, inviterId, userId);
}

/**
 * The signed-in invitee accepts (docs/team.md#behaviour: invited moves to joined). The wiring checked the
 * path's user is the caller; an expired invitation is 422 INACTIVE_RESOURCE; accepting twice
 * changes nothing. The organisation becomes the active one of someone who had none.
 */
export async function acceptInvitation(
  ctx: AppContext,
  organisationId: number,
  userId: number,
): Promise<Schemas['TeamUser']> {
  const member = await repository.findMember(ctx.db, organisationId, userId);
  if (!member) throw notFound('There is no invitation to this organisation', 'id');
  if (member.inviteStatus === 'invited') {
    await ctx.db.transaction(async (tx) => {
      if (!(await repository.acceptInvitation(tx, member.membershipId))) {
        throw unprocessable(teamMessages.expired, 'id', 'INACTIVE_RESOURCE');
      }
      await repository.setActiveOrganisationIfNone(tx, userId, organisationId);
    });
  }
  // The invitee's standing now: what their access type lets them see and do. Not an access
  // check (the wiring made that: x-self-param), only what the answer shows them.
  return presentMember(ctx, await standing(ctx, userId, organisationId), userId, userId);
}

/**
 * Removes a member or withdraws an invitation (docs/team.md): never oneself ('You cannot remove
 * yourself from Facility') and never the owner, both 403.
 */
export async function remove(
  ctx: AppContext,
  access: OrganisationAccess,
  callerId: number,
  userId: number,
): Promise<Schemas['Deleted']> {
  await requireInOrganisation(ctx.db, access, 'teamMember', userId, 'userId');
  if (userId === callerId) throw forbidden(teamMessages.removeSelf(access.organisationType), 'userId');
  const member = await repository.findMember(ctx.db, access.organisationId, userId);
  if (!member) throw notFound('This user is not in the team', 'userId');
  if (member.accessType === 'OWNER') throw forbidden(teamMessages.removeOwner, 'userId');
  await ctx.db.transaction(async (tx) => {
    await repository.deleteMembership(tx, member.membershipId);
    await repository.clearActiveOrganisation(tx, userId, access.organisationId);
  });
  return { id: userId };
}

/** Changes a member's access type (User, User view-only, Admin); not the owner's, not one's own (422). */
export async function changeAccessType(
  ctx: AppContext,
  access: OrganisationAccess,
  callerId: number,
  userId: number,
  body: Schemas['TeamUserUpdate'],
): Promise<Schemas['TeamUser']> {
  await requireInOrganisation(ctx.db, access, 'teamMember', userId, 'userId');
  const type = await assignableAccessType(ctx.db, body.type_id);
  const member = await repository.findMember(ctx.db, access.organisationId, userId);
  if (!member) throw notFound('This user is not in the team', 'userId');
  if (member.accessType === 'OWNER') {
    throw unprocessable("The owner's access cannot be changed; hand over ownership instead", 'userId');
  }
  if (userId === callerId) throw unprocessable('You cannot change your own access', 'userId');
  await repository.setAccessType(ctx.db, member.membershipId, type.id);
  return presentMember(ctx, access, callerId, userId);
}

/**
 * Hands ownership to another joined member (docs/team.md#behaviour, docs/team.md#access): only the owner may (403), the path's
 * user is the caller (checked by the wiring), and the old owner becomes Admin.
 */
export async function switchOwner(
  ctx: AppContext,
  access: OrganisationAccess,
  callerId: number,
  body: Schemas['SwitchOwnerRequest'],
): Promise<Schemas['TeamUser'][]> {
  if (access.accessType !== 'OWNER') throw forbidden('Only the owner can hand over ownership');
  if (body.userId === callerId) throw unprocessable('Choose another member', 'userId');
  const target = await repository.findMember(ctx.db, access.organisationId, body.userId);
  if (!target || target.inviteStatus !== 'joined') {
    throw unprocessable('Choose a member who has joined the team', 'userId', 'INVALID_RESOURCE');
  }
  const caller = await repository.findMember(ctx.db, access.organisationId, callerId);
  if (!caller) throw forbidden('Only the owner can hand over ownership');
  await ctx.db.transaction(async (tx) => {
    await repository.lockTeam(tx, access.organisationId);
    const current = await repository.findMember(tx, access.organisationId, callerId);
    if (current?.accessType !== 'OWNER') throw forbidden('Only the owner can hand over ownership');
    await repository.setAccessType(tx, target.membershipId, await repository.findAccessTypeId(tx, 'OWNER'));
    await repository.setAccessType(
      tx,
      caller.membershipId,
      await repository.findAccessTypeId(tx, 'ADMIN_USER'),
    );
  });
  // The caller is an admin now: the actions they see follow their new access type.
  return team(ctx, await standing(ctx, callerId, access.organisationId), callerId);
}
