// Programme staff and verifiers (docs/certification.md#access): who they are, and staff adding
// more of both. The wiring has checked the caller's programme role before any of these runs.
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, ProgrammeAccess } from '../../core/context.ts';
import { notUnique, unprocessable } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import { findUserByEmail } from '../users/index.ts';
import * as repository from './programme.repository.ts';
import { presentVerifier } from './programme.presenter.ts';

/** The caller's own programme roles, for the app to show what they may open. */
export async function programmeRoles(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['ProgrammeRoles']> {
  const roles = await repository.findProgrammeRoles(ctx.db, programme.userId);
  return {
    staff: roles.staff,
    verifierId: roles.verifierId,
    accreditedUntil: roles.accreditedUntil,
    federationCountries: roles.federationCountries,
  };
}

/** The national federations' accounts (docs/programme-console.md#federations). */
export async function listFederations(ctx: DataContext): Promise<Schemas['FederationAccount'][]> {
  return (await repository.listFederationMembers(ctx.db)).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An existing account, by e-mail: staff and verifiers are people who have signed up (422 otherwise). */
async function existingAccount(ctx: DataContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user)
    throw unprocessable('There is no account with this e-mail address; ask them to register first', 'email');
  return user;
}

/**
 * Makes an existing account programme staff, named by e-mail: the command line's first staff
 * member (`npm run provider -- add-admin`) and staff adding others. 409 NOT_UNIQUE when already staff.
 */
export async function addStaff(
  ctx: DataContext,
  email: string,
  addedByUserId: number | null,
): Promise<Schemas['ProgrammeStaffMember']> {
  const user = await existingAccount(ctx, email);
  if (!(await repository.insertStaff(ctx.db, user.id, addedByUserId)))
    throw notUnique('email', 'This account is programme staff already');
  return {
    userId: user.id,
    email: user.email,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
  };
}

export async function listVerifiers(ctx: DataContext): Promise<Schemas['Verifier'][]> {
  const on = today();
  return (await repository.listVerifiers(ctx.db)).map((row) => presentVerifier(row, on));
}

/** Accredits an existing account as a verifier; 409 NOT_UNIQUE when it is one already. */
export async function addVerifier(
  ctx: DataContext,
  body: Schemas['VerifierInput'],
): Promise<Schemas['Verifier']> {
  const user = await existingAccount(ctx, body.email);
  const id = await repository.insertVerifier(ctx.db, {
    userId: user.id,
    name: body.name,
    company: body.company,
    countries: body.countries,
    languages: body.languages,
    accreditedUntil: body.accreditedUntil,
  });
  if (id === undefined) throw notUnique('email', 'This account is a verifier already');
  return presentVerifier((await repository.findVerifier(ctx.db, id))!, today());
}
