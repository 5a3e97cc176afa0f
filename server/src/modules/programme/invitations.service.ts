// Invitations to the programme (docs/certification.md#access): staff invite further staff,
// verifiers and national federations (docs/programme-console.md#federations) by e-mail. A person with an account takes the role by accepting the mail's link
// signed in; a person without one registers through it and holds the role once registered.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, DataContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound, notUnique, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { programmeInvitationMail } from '../../mail/templates/programme-invitation-mail.ts';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { issueRegistrationToken } from '../registration/registration-tokens.service.ts';
import { acceptProgrammeInvitationLink, registerFromInvitationLink } from '../team/invitation-links.ts';
import { insertInvitedAccount } from '../team/invitations.service.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import * as repository from './programme.repository.ts';
import { programmeRoles } from './programme.service.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
const invitationTtlMs = INVITATION_DAYS * 24 * 60 * 60 * 1000;

const roleNames = {
  staff: 'programme staff',
  verifier: 'a verifier',
  federation: "a federation's account",
} as const satisfies Record<Schemas['ProgrammeInvitationInput']['role'], string>;

const holdsRole = (
  roles: Awaited<ReturnType<typeof repository.findProgrammeRoles>>,
  role: Schemas['ProgrammeInvitationInput']['role'],
): boolean =>
  role === 'staff'
    ? roles.staff
    : role === 'verifier'
      ? roles.verifierId !== null
      : roles.federationCountries !== null;

const alreadyInvited = () => notUnique('email', 'This person has been invited to this role already');

const presentInvitation = (
  row: Awaited<ReturnType<typeof repository.listPendingInvitations>>[number],
): Schemas['ProgrammeInvitation'] => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function listInvitations(ctx: DataContext): Promise<Schemas['ProgrammeInvitation'][]> {
  return (await repository.listPendingInvitations(ctx.db, new Date())).map(presentInvitation);
}

export async function listStaff(ctx: DataContext): Promise<Schemas['ProgrammeStaffMember'][]> {
  return repository.listStaff(ctx.db);
}

/**
 * Invites an e-mail address to a role and mails the link, in one transaction: 422 for a verifier
 * invitation without its accreditation, 409 NOT_UNIQUE for a person who holds the role or has
 * an invitation to it pending.
 */
export async function invite(
  ctx: AppContext,
  programme: ProgrammeAccess,
  body: Schemas['ProgrammeInvitationInput'],
): Promise<Schemas['ProgrammeInvitation']> {
  if (body.role === 'verifier' && !body.verifier)
    throw unprocessable('A verifier invitation needs the accreditation', 'verifier');
  if (body.role === 'federation' && !body.federation)
    throw unprocessable("A federation invitation needs the federation's countries", 'federation');
  const email = body.email.trim();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    const roles = await repository.findProgrammeRoles(ctx.db, existing.id);
    if (holdsRole(roles, body.role))
      throw notUnique('email', `This person is ${roleNames[body.role]} already`);
  }
  const inviter = await findUserById(ctx.db, programme.userId);
  const registered = existing?.registrationCompletedAt != null;
  const lang = existing && registered ? existing.language : (inviter?.language ?? 'en');
  const expiresAt = new Date(Date.now() + invitationTtlMs);
  const token = newSecretToken();
  const verifier = body.role === 'verifier' ? body.verifier : undefined;
  const inviterName = `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim();
  let created: repository.InvitationRow;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const userId = existing?.id ?? (await insertInvitedAccount(tx, email, lang));
      const row = await repository.insertInvitation(tx, {
        userId,
        role: body.role,
        tokenHash: hashSecretToken(token),
        verifierName: verifier?.name ?? null,
        verifierCompany: verifier?.company ?? null,
        verifierCountries: verifier?.countries ?? null,
        verifierLanguages: verifier?.languages ?? null,
        accreditedUntil: verifier?.accreditedUntil ?? null,
        federationCountries: body.role === 'federation' ? (body.federation?.countries ?? null) : null,
        invitedByUserId: programme.userId,
        expiresAt,
      });
      if (!row) throw alreadyInvited();
      const link = registered
        ? acceptProgrammeInvitationLink(ctx.config, { token, lang })
        : registerFromInvitationLink(ctx.config, {
            token: await issueRegistrationToken(tx, { userId, expiresAt, isTournament: false }),
            email,
            lang,
          });
      await ctx.mailer.send(
        programmeInvitationMail({
          to: email,
          inviter: inviterName,
          role: body.role,
          link,
          newAccount: !registered,
          expiresInDays: INVITATION_DAYS,
          lang,
        }),
        tx,
      );
      return row;
    });
  } catch (error) {
    // The same person invited twice at once: the second loses on the unique index.
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
  return presentInvitation({
    id: created.id,
    email: existing?.email ?? email,
    role: created.role,
    invitedBy: inviterName || null,
    createdAt: created.createdAt,
    expiresAt: created.expiresAt,
  });
}

export async function revoke(ctx: DataContext, invitationId: number): Promise<Schemas['Deleted']> {
  if (!(await repository.revokeInvitation(ctx.db, invitationId)))
    throw notFound('Invitation not found', 'invitationId');
  return { id: invitationId };
}

/** Gives the invited person the role, inside the caller's transaction, and spends the invitation. */
async function grant(tx: Executor, invitation: repository.InvitationRow): Promise<void> {
  if (!(await repository.markInvitationAccepted(tx, invitation.id))) return;
  if (invitation.role === 'staff') {
    await repository.insertStaff(tx, invitation.userId, invitation.invitedByUserId);
    return;
  }
  if (invitation.role === 'federation') {
    await repository.insertFederationMember(tx, {
      userId: invitation.userId,
      countries: invitation.federationCountries ?? [],
      addedByUserId: invitation.invitedByUserId,
    });
    return;
  }
  await repository.insertVerifier(tx, {
    userId: invitation.userId,
    name: invitation.verifierName ?? '',
    company: invitation.verifierCompany ?? '',
    countries: invitation.verifierCountries ?? [],
    languages: invitation.verifierLanguages ?? [],
    accreditedUntil: invitation.accreditedUntil!,
  });
}

/**
 * The signed-in person accepts with the mail's token: 422 INVALID_RESOURCE for a token that is
 * unknown, spent, revoked, expired or another account's, all alike so tokens cannot be probed.
 */
export async function accept(
  ctx: DataContext,
  programme: ProgrammeAccess,
  body: Schemas['ProgrammeInvitationAcceptance'],
): Promise<Schemas['ProgrammeRoles']> {
  const invitation = await repository.findPendingInvitationByToken(
    ctx.db,
    hashSecretToken(body.token),
    new Date(),
  );
  if (!invitation || invitation.userId !== programme.userId)
    throw unprocessable('This invitation is not valid any more', 'token', 'INVALID_RESOURCE');
  await ctx.db.transaction((tx) => grant(tx, invitation));
  return programmeRoles(ctx, programme);
}

/**
 * Completing a registration takes up the person's pending programme invitations (inside the
 * registration's transaction), as it joins the teams that invited them.
 */
export async function takeUpProgrammeInvitations(tx: Executor, userId: number): Promise<void> {
  for (const invitation of await repository.findPendingInvitationsOfUser(tx, userId, new Date()))
    await grant(tx, invitation);
}
