import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { intArray, queryRowsNamed, type Database, type Executor } from '../../db/client.ts';
import {
  accessTypeActivities,
  accessTypes,
  activities,
  memberships,
  organisations,
  users,
  type AccessTypeName,
  type OrganisationType,
} from '../../db/schema/index.ts';

const memberColumns = {
  membershipId: memberships.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  language: users.language,
  registered: sql<boolean>`${users.registrationCompletedAt} is not null`,
  accessTypeId: accessTypes.id,
  accessType: accessTypes.name,
  inviteStatus: memberships.inviteStatus,
  invitedAt: memberships.invitedAt,
  inviteExpiresAt: memberships.inviteExpiresAt,
};

/** The team, owner first, then joined before invited, then by name (the contract's order). */
export function findTeam(db: Executor, organisationId: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(
      sql`case when ${accessTypes.name} = 'OWNER' then 0 else 1 end`,
      sql`case when ${memberships.inviteStatus} = 'joined' then 0 else 1 end`,
      sql`lower(${users.firstName})`,
      sql`lower(${users.lastName})`,
      sql`lower(${users.email})`,
    );
}

export type TeamMemberRow = Awaited<ReturnType<typeof findTeam>>[number];

export async function findMember(
  db: Executor,
  organisationId: number,
  userId: number,
): Promise<TeamMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
  return row;
}

export async function findAccessType(db: Executor, id: number) {
  const [row] = await db.select().from(accessTypes).where(eq(accessTypes.id, id));
  return row;
}

export async function findAccessTypeId(db: Executor, name: AccessTypeName): Promise<number> {
  const [row] = await db.select({ id: accessTypes.id }).from(accessTypes).where(eq(accessTypes.name, name));
  if (!row) throw new Error(`Access type ${name} is not seeded`);
  return row.id;
}

/** The name the invitation mail shows and the type that picks its theme. */
export async function findOrganisationHeading(
  db: Executor,
  id: number,
): Promise<{ title: string; type: OrganisationType } | undefined> {
  const [row] = await db
    .select({ title: organisations.title, type: organisations.type })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row;
}

/** Someone invited who has no account yet: names stay empty until they register. */
export async function insertInvitedUser(db: Executor, email: string, language: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email, firstName: '', lastName: '', language })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertInvitation(
  db: Executor,
  values: {
    userId: number;
    organisationId: number;
    accessTypeId: number;
    invitedByUserId: number;
    inviteMessage: string | null;
    invitedAt: Date;
    inviteExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(memberships).values({ ...values, inviteStatus: 'invited' });
}

/** Restarts a pending invitation's 5 days; false when the member is not (or no longer) invited. */
export async function renewInvitation(
  db: Executor,
  membershipId: number,
  values: { inviteMessage: string | null; invitedAt: Date; inviteExpiresAt: Date; invitedByUserId: number },
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.id, membershipId), eq(memberships.inviteStatus, 'invited')))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** Invited → joined while the invitation is valid; false when it had expired (or was withdrawn). */
export async function acceptInvitation(db: Executor, membershipId: number): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ inviteStatus: 'joined', joinedAt: new Date() })
    .where(
      and(
        eq(memberships.id, membershipId),
        eq(memberships.inviteStatus, 'invited'),
        gt(memberships.inviteExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** Accepts every valid invitation of the user (completing a registration does); their organisation ids. */
export async function acceptOpenInvitations(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .update(memberships)
    .set({ inviteStatus: 'joined', joinedAt: new Date() })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.inviteStatus, 'invited'),
        gt(memberships.inviteExpiresAt, sql`now()`),
      ),
    )
    .returning({ organisationId: memberships.organisationId });
  return rows.map((row) => row.organisationId);
}

/**
 * The newest invitation of the user that is still open: the organisation's name and kind and who
 * sent it (null when that account is gone).
 */
export async function findNewestOpenInvitation(db: Executor, userId: number) {
  const [row] = await db
    .select({
      organisationTitle: organisations.title,
      organisationType: organisations.type,
      invitedByUserId: memberships.invitedByUserId,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.inviteStatus, 'invited'),
        gt(memberships.inviteExpiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${memberships.invitedAt} desc nulls last`, asc(memberships.id))
    .limit(1);
  return row;
}

/** Makes the organisation the user's active one when they have none yet (their first facility). */
export async function setActiveOrganisationIfNone(db: Executor, userId: number, organisationId: number) {
  await db
    .update(users)
    .set({ activeOrganisationId: organisationId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.activeOrganisationId)));
}

export async function deleteMembership(db: Executor, membershipId: number): Promise<void> {
  await db.delete(memberships).where(eq(memberships.id, membershipId));
}

/** A removed member no longer works in the organisation, so it stops being their active one. */
export async function clearActiveOrganisation(db: Executor, userId: number, organisationId: number) {
  await db
    .update(users)
    .set({ activeOrganisationId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.activeOrganisationId, organisationId)));
}

export async function setAccessType(db: Executor, membershipId: number, accessTypeId: number): Promise<void> {
  await db.update(memberships).set({ accessTypeId }).where(eq(memberships.id, membershipId));
}

/** Locks the organisation's memberships, so two ownership changes cannot interleave. */
export async function lockTeam(db: Executor, organisationId: number): Promise<void> {
  await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(memberships.id))
    .for('update');
}

export interface MembershipKey {
  userId: number;
  organisationId: number;
}

/** The organisation (undefined when it does not exist) and the user's membership in it, if any. */
export interface MembershipRow {
  organisationType: OrganisationType;
  membershipId: number | null;
  inviteStatus: string | null;
  accessTypeId: number | null;
}

/** For each key, in order: the organisation and the user's membership, undefined for an unknown organisation. */
export async function findMemberships(
  db: Database,
  keys: readonly MembershipKey[],
): Promise<(MembershipRow | undefined)[]> {
  const rows = await queryRowsNamed<MembershipRow & { key: number }>(
    db,
    'find_memberships',
    sql`select k.key, o.type as "organisationType", m.id as "membershipId",
          m.invite_status as "inviteStatus", m.access_type_id as "accessTypeId"
        from unnest(${intArray(keys.map((key) => key.userId))}::int[],
          ${intArray(keys.map((key) => key.organisationId))}::int[]) with ordinality as k(user_id, organisation_id, key)
        join ${organisations} o on o.id = k.organisation_id
        left join ${memberships} m on m.organisation_id = o.id and m.user_id = k.user_id`,
  );
  const found: (MembershipRow | undefined)[] = keys.map(() => undefined);
  for (const { key, ...row } of rows) found[Number(key) - 1] = row;
  return found;
}

/**
 * A condition for another module's write statement: the membership the wiring granted the call
 * (the SQL expressions naming its id, user, organisation and access type) still joins that user to
 * that organisation with that access type. The write confirms the check it acts on in its own
 * statement (docs/organisations.md#access).
 */
export function membershipHolds(columns: {
  membershipId: string;
  userId: string;
  organisationId: string;
  accessTypeId: string;
}): string {
  return `exists (select 1 from memberships held where held.id = ${columns.membershipId}
    and held.user_id = ${columns.userId} and held.organisation_id = ${columns.organisationId}
    and held.access_type_id = ${columns.accessTypeId} and held.invite_status = 'joined')`;
}

/** Every access type with each activity it grants (one row per pair; activity null for none). */
export function findAccessTypeActivities(db: Executor) {
  return db
    .select({
      id: accessTypes.id,
      name: accessTypes.name,
      readOnly: accessTypes.readOnly,
      activity: activities.name,
    })
    .from(accessTypes)
    .leftJoin(accessTypeActivities, eq(accessTypeActivities.accessTypeId, accessTypes.id))
    .leftJoin(activities, eq(activities.id, accessTypeActivities.activityId))
    .orderBy(asc(accessTypes.id), asc(activities.name));
}

/** Whether the user is linked to the organisation (joined or invited). */
export async function isLinkedToOrganisation(
  db: Executor,
  userId: number,
  organisationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}

/** The language of the organisation's owner, in which others read what the club wrote (docs/certification.md#the-verifiers-pages). */
export async function findOwnerLanguage(db: Executor, organisationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(and(eq(memberships.organisationId, organisationId), eq(accessTypes.name, 'OWNER')))
    .limit(1);
  return row?.language;
}

/**
 * The joined members who act for the organisation on its certification (owner and admins: an access
 * type that may change the organisation's details and is not read-only, docs/certification.md#access),
 * with what a message to them needs.
 */
export function findOrganisationManagers(db: Executor, organisationId: number) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .innerJoin(accessTypeActivities, eq(accessTypeActivities.accessTypeId, accessTypes.id))
    .innerJoin(activities, eq(activities.id, accessTypeActivities.activityId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.inviteStatus, 'joined'),
        eq(accessTypes.readOnly, false),
        eq(activities.name, 'change-organisation-details'),
      ),
    )
    .orderBy(asc(users.id));
}
