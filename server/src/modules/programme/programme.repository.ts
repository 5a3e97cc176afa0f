// Programme staff and verifiers: queries only (docs/certification.md#what-is-stored).
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { programmeStaff, users, verifiers } from '../../db/schema.ts';

/** Whether the user is staff, and their verifier record if they are one. */
export async function findProgrammeRoles(
  db: Executor,
  userId: number,
): Promise<{ staff: boolean; verifierId: number | null; accreditedUntil: string | null }> {
  const [row] = await db
    .select({
      staffUserId: programmeStaff.userId,
      verifierId: verifiers.id,
      accreditedUntil: verifiers.accreditedUntil,
    })
    .from(users)
    .leftJoin(programmeStaff, eq(programmeStaff.userId, users.id))
    .leftJoin(verifiers, eq(verifiers.userId, users.id))
    .where(eq(users.id, userId));
  return {
    staff: row?.staffUserId != null,
    verifierId: row?.verifierId ?? null,
    accreditedUntil: row?.accreditedUntil ?? null,
  };
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
