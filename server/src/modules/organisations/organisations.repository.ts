import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessTypes,
  countries,
  facilityDetails,
  joinRequests,
  memberships,
  organisations,
  users,
  type AccessTypeName,
  type OrganisationType,
} from '../../db/schema/index.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

export async function findOrganisation(db: Executor, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

/** Whether an organisation of the type already has the title, ignoring case (the unique index's rule). */
export async function isTitleTaken(db: Executor, type: OrganisationType, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.type, type), sql`lower(${organisations.title}) = lower(${title})`))
    .limit(1);
  return row !== undefined;
}

/** Whether an organisation of the type already uses the e-mail address, ignoring case. */
export async function isEmailTaken(db: Executor, type: OrganisationType, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.type, type), sql`lower(${organisations.emailAddress}) = lower(${email})`))
    .limit(1);
  return row !== undefined;
}

export async function findCountry(db: Executor, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

export async function findAccessTypeId(db: Executor, name: AccessTypeName): Promise<number> {
  const [row] = await db.select({ id: accessTypes.id }).from(accessTypes).where(eq(accessTypes.name, name));
  if (!row) throw new Error(`Access type ${name} is not seeded`);
  return row.id;
}

export async function insertOrganisation(db: Executor, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

export async function insertFacilityDetails(
  db: Executor,
  values: typeof facilityDetails.$inferInsert,
): Promise<void> {
  await db.insert(facilityDetails).values(values);
}

export async function insertJoinedMembership(
  db: Executor,
  values: { userId: number; organisationId: number; accessTypeId: number; jobRole: string | null },
): Promise<void> {
  await db.insert(memberships).values({ ...values, inviteStatus: 'joined', joinedAt: new Date() });
}

export async function setActiveOrganisation(db: Executor, userId: number, organisationId: number) {
  await db
    .update(users)
    .set({ activeOrganisationId: organisationId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The facility a join request names, when one of that title exists (the provider's staff see it). */
export async function findFacilityByTitle(db: Executor, title: string) {
  const [row] = await db
    .select({ id: organisations.id, title: organisations.title })
    .from(organisations)
    .where(and(eq(organisations.type, 'FACILITY'), sql`lower(${organisations.title}) = lower(${title})`))
    .limit(1);
  return row;
}

export async function insertJoinRequest(db: Executor, values: typeof joinRequests.$inferInsert) {
  const [row] = await db.insert(joinRequests).values(values).returning({ id: joinRequests.id });
  return row!.id;
}

export function findTournaments(db: Executor) {
  return db
    .select({ id: organisations.id, title: organisations.title, countryId: organisations.countryId })
    .from(organisations)
    .where(eq(organisations.type, 'TOURNAMENT'))
    .orderBy(asc(sql`lower(${organisations.title})`), asc(organisations.id));
}

/** The access types an invite can grant (the owner's is handed over with switch-owner instead). */
export function findAssignableAccessTypes(db: Executor) {
  return db
    .select({ id: accessTypes.id, name: accessTypes.name, label: accessTypes.label })
    .from(accessTypes)
    .where(eq(accessTypes.assignable, true))
    .orderBy(asc(accessTypes.sortOrder), asc(accessTypes.id));
}

/** Sets the certified flag and the certificate's last day, as a certified decision does. */
export async function setCertification(
  db: Executor,
  organisationId: number,
  validUntil: string,
): Promise<void> {
  await db
    .update(organisations)
    .set({ certified: true, certifiedUntil: validUntil, updatedAt: new Date() })
    .where(eq(organisations.id, organisationId));
}

/**
 * Clears the certified flag of certificates whose last day is before `today` (docs/certification.md#deciding:
 * readers compare the date already; the stored flag follows), of one organisation or of all.
 * Answers the organisations cleared.
 */
export async function clearExpiredCertification(
  db: Executor,
  today: string,
  organisationId?: number,
): Promise<number[]> {
  const rows = await db
    .update(organisations)
    .set({ certified: false, updatedAt: new Date() })
    .where(
      and(
        eq(organisations.certified, true),
        lt(organisations.certifiedUntil, today),
        organisationId === undefined ? undefined : eq(organisations.id, organisationId),
      ),
    )
    .returning({ id: organisations.id });
  return rows.map((row) => row.id);
}
