// Programme staff and verifiers: queries only (docs/certification.md#what-is-stored).
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  federationMembers,
  programmeInvitations,
  programmeStaff,
  users,
  verifiers,
} from '../../db/schema/index.ts';

const personName = sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

/** Whether the user is staff, their verifier record if they are one, and their federation's countries. */
export async function findProgrammeRoles(
  db: Executor,
  userId: number,
): Promise<{
  staff: boolean;
  verifierId: number | null;
  accreditedUntil: string | null;
  federationCountries: string[] | null;
  federationDemo: boolean;
}> {
  const [row] = await db
    .select({
      staffUserId: programmeStaff.userId,
      verifierId: verifiers.id,
      accreditedUntil: verifiers.accreditedUntil,
      federationCountries: federationMembers.countries,
      federationDemo: federationMembers.demo,
    })
    .from(users)
    .leftJoin(programmeStaff, eq(programmeStaff.userId, users.id))
    .leftJoin(verifiers, eq(verifiers.userId, users.id))
    .leftJoin(federationMembers, eq(federationMembers.userId, users.id))
    .where(eq(users.id, userId));
  return {
    staff: row?.staffUserId != null,
    verifierId: row?.verifierId ?? null,
    accreditedUntil: row?.accreditedUntil ?? null,
    federationCountries: row?.federationCountries ?? null,
    federationDemo: row?.federationDemo ?? false,
  };
}

/** Makes the user a federation's account for `countries`; false when they already were one. */
export async function insertFederationMember(
  db: Executor,
  values: { userId: number; countries: string[]; addedByUserId: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(federationMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: federationMembers.userId });
  return rows.length > 0;
}

/** Every federation account with its countries, by name (docs/programme-console.md#federations). */
export async function listFederationMembers(db: Executor) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: personName,
      countries: federationMembers.countries,
      createdAt: federationMembers.createdAt,
    })
    .from(federationMembers)
    .innerJoin(users, eq(users.id, federationMembers.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Makes the user staff; false when they already were. */
export async function insertStaff(
  db: Executor,
  userId: number,
  addedByUserId: number | null,
): Promise<boolean> {
  const rows = await db
    .insert(programmeStaff)
    .values({ userId, addedByUserId })
    .onConflictDoNothing()
    .returning({ userId: programmeStaff.userId });
  return rows.length > 0;
}

const verifierColumns = {
  id: verifiers.id,
  userId: verifiers.userId,
  email: users.email,
  name: verifiers.name,
  company: verifiers.company,
  countries: verifiers.countries,
  languages: verifiers.languages,
  accreditedUntil: verifiers.accreditedUntil,
};

export type VerifierRow = {
  id: number;
  userId: number;
  email: string;
  name: string;
  company: string;
  countries: string[];
  languages: string[];
  accreditedUntil: string;
};

export async function listVerifiers(db: Executor): Promise<VerifierRow[]> {
  return db
    .select(verifierColumns)
    .from(verifiers)
    .innerJoin(users, eq(users.id, verifiers.userId))
    .orderBy(asc(verifiers.name), asc(verifiers.id));
}

export async function findVerifier(db: Executor, id: number): Promise<VerifierRow | undefined> {
  const [row] = await db
    .select(verifierColumns)
    .from(verifiers)
    .innerJoin(users, eq(users.id, verifiers.userId))
    .where(and(eq(verifiers.id, id)));
  return row;
}

/** A new verifier; undefined when the user already is one. */
export async function insertVerifier(
  db: Executor,
  values: Omit<typeof verifiers.$inferInsert, 'id'>,
): Promise<number | undefined> {
  const [row] = await db
    .insert(verifiers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: verifiers.id });
  return row?.id;
}

/** Every staff member, with what a message to them needs. */
export function findStaffReaders(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(programmeStaff)
    .innerJoin(users, eq(users.id, programmeStaff.userId))
    .orderBy(asc(users.id));
}

export async function listStaff(db: Executor) {
  return db
    .select({ userId: users.id, email: users.email, name: personName })
    .from(programmeStaff)
    .innerJoin(users, eq(users.id, programmeStaff.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export type InvitationRow = typeof programmeInvitations.$inferSelect;

/** A new invitation; undefined when the person has one pending for the role (the unique index decides). */
export async function insertInvitation(
  db: Executor,
  values: Omit<typeof programmeInvitations.$inferInsert, 'id'>,
): Promise<InvitationRow | undefined> {
  const [row] = await db.insert(programmeInvitations).values(values).onConflictDoNothing().returning();
  return row;
}

const pending = (now: Date) =>
  and(
    isNull(programmeInvitations.acceptedAt),
    isNull(programmeInvitations.revokedAt),
    gt(programmeInvitations.expiresAt, now),
  );

/** Pending invitations with the invitee's e-mail and who invited them, newest first. */
export async function listPendingInvitations(db: Executor, now: Date) {
  const inviter = sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = ${programmeInvitations.invitedByUserId})`;
  return db
    .select({
      id: programmeInvitations.id,
      email: users.email,
      role: programmeInvitations.role,
      invitedBy: inviter,
      createdAt: programmeInvitations.createdAt,
      expiresAt: programmeInvitations.expiresAt,
    })
    .from(programmeInvitations)
    .innerJoin(users, eq(users.id, programmeInvitations.userId))
    .where(pending(now))
    .orderBy(desc(programmeInvitations.id));
}

export async function findPendingInvitationByToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(programmeInvitations)
    .where(and(eq(programmeInvitations.tokenHash, tokenHash), pending(now)));
  return row;
}

export async function findPendingInvitationsOfUser(
  db: Executor,
  userId: number,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(programmeInvitations)
    .where(and(eq(programmeInvitations.userId, userId), pending(now)))
    .orderBy(asc(programmeInvitations.id));
}

/** Ends a pending invitation, accepted or revoked; false when it no longer was pending. */
async function endInvitation(db: Executor, id: number, end: 'acceptedAt' | 'revokedAt'): Promise<boolean> {
  const rows = await db
    .update(programmeInvitations)
    .set({ [end]: new Date() })
    .where(and(eq(programmeInvitations.id, id), pending(new Date())))
    .returning({ id: programmeInvitations.id });
  return rows.length > 0;
}

export const markInvitationAccepted = (db: Executor, id: number) => endInvitation(db, id, 'acceptedAt');

export const revokeInvitation = (db: Executor, id: number) => endInvitation(db, id, 'revokedAt');
