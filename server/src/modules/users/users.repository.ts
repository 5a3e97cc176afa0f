import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { batchCallsPerDatabase } from '../../db/batch-calls.ts';
import { queryRowsNamed, type Database, type Executor } from '../../db/client.ts';
import {
  accessTypeActivities,
  accessTypes,
  activities,
  languages,
  memberships,
  organisations,
  storedFiles,
  users,
  type OrganisationType,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'language'
    | 'emailNotifications'
    | 'measurementUnit'
    | 'introductoryTour'
    | 'allowCorrespondence'
    | 'activeOrganisationId'
    | 'imageId'
  >
>;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The user with this address, compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Whether another user than `exceptUserId` has this address. */
export async function isEmailTakenByOther(
  db: Executor,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
  return row !== undefined;
}

export async function languageExists(db: Executor, key: string): Promise<boolean> {
  const [row] = await db.select({ key: languages.key }).from(languages).where(eq(languages.key, key));
  return row !== undefined;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The columns of a user the profile calls answer with (users.presenter.ts). */
export type ProfileRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'language'
  | 'imageId'
  | 'emailNotifications'
  | 'measurementUnit'
  | 'introductoryTour'
  | 'allowCorrespondence'
  | 'activeOrganisationId'
  | 'jobRole'
>;

/** One profile save: the user and the columns it changes. */
interface ProfileSave {
  id: number;
  changes: Omit<UserChanges, 'imageId'>;
}

/**
 * `updateUser` for a batch of users in one statement that also holds the profile rules the changes
 * need: the e-mail no other account's (case-insensitive), the language a supported one, the active
 * organisation one the user joined. A user whose row is gone or whose rule fails gets undefined;
 * the caller then finds out which. Its text is the same whatever changes (they travel as one JSON
 * parameter, a key left out keeps its column), so PostgreSQL plans it once per connection.
 */
async function updateUsersIfAllowed(
  db: Database,
  saves: readonly ProfileSave[],
): Promise<(ProfileRow | undefined)[]> {
  const input = JSON.stringify(saves.map(({ id, changes }) => ({ id, j: changes })));
  const rows = await queryRowsNamed<ProfileRow>(
    db,
    'update_users_if_allowed',
    sql`with c as (select * from jsonb_to_recordset(${input}::jsonb) as c(id integer, j jsonb))
      update users u set
        first_name = coalesce(c.j->>'firstName', u.first_name),
        last_name = coalesce(c.j->>'lastName', u.last_name),
        email = coalesce(c.j->>'email', u.email),
        language = coalesce(c.j->>'language', u.language),
        email_notifications = coalesce((c.j->>'emailNotifications')::boolean, u.email_notifications),
        measurement_unit = coalesce(c.j->>'measurementUnit', u.measurement_unit),
        introductory_tour = coalesce((c.j->>'introductoryTour')::boolean, u.introductory_tour),
        allow_correspondence = coalesce((c.j->>'allowCorrespondence')::boolean, u.allow_correspondence),
        active_organisation_id = case when c.j ? 'activeOrganisationId'
          then (c.j->>'activeOrganisationId')::int else u.active_organisation_id end,
        updated_at = now()
      from c
      where u.id = c.id
        and (c.j->>'email' is null or not exists (select 1 from users other
          where lower(other.email) = lower(c.j->>'email') and other.id <> u.id))
        and (c.j->>'language' is null or exists (select 1 from languages l where l.key = c.j->>'language'))
        and (c.j->>'activeOrganisationId' is null or exists (select 1 from memberships m
          where m.user_id = u.id and m.organisation_id = (c.j->>'activeOrganisationId')::int
            and m.invite_status = 'joined'))
      returning u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.language,
        u.image_id as "imageId", u.email_notifications as "emailNotifications",
        u.measurement_unit as "measurementUnit", u.introductory_tour as "introductoryTour",
        u.allow_correspondence as "allowCorrespondence",
        u.active_organisation_id as "activeOrganisationId", u.job_role as "jobRole"`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return saves.map((save) => byId.get(save.id));
}

/** Profile saves shared by the users saving at the same time; never two of one user's together. */
const updateTogether = batchCallsPerDatabase(updateUsersIfAllowed, {
  canJoin: (batch, next) => batch.every((save) => save.id !== next.id),
  isolateFailures: true,
});

/**
 * One user's profile save (`updateUsersIfAllowed`), batched with the other users' saves that arrive
 * at the same time (`batchCalls`), as answer saves are: sixteen people saving their profiles cost
 * one statement, not sixteen. Two saves of one user never share a batch; when a batch fails (two
 * users taking the same new e-mail address at once), each save runs alone and only the one that
 * breaks the rule fails.
 */
export function updateUserIfAllowed(
  db: Database,
  id: number,
  changes: ProfileSave['changes'],
): Promise<ProfileRow | undefined> {
  return updateTogether(db, { id, changes });
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

const activityNames = sql<string[] | null>`(select array_agg(${activities.name} order by ${activities.name})
  from ${accessTypeActivities} join ${activities} on ${activities.id} = ${accessTypeActivities.activityId}
  where ${accessTypeActivities.accessTypeId} = ${memberships.accessTypeId})`;

/** The organisations the user is a joined member of, with the access type's activities, by title. */
export function findJoinedOrganisations(db: Executor, userId: number, type?: OrganisationType) {
  return db
    .select({
      organisation: organisations,
      accessType: accessTypes.name,
      jobRole: memberships.jobRole,
      activities: activityNames,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.inviteStatus, 'joined'),
        type ? eq(organisations.type, type) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${organisations.title})`), asc(organisations.id));
}

export type JoinedOrganisationRow = Awaited<ReturnType<typeof findJoinedOrganisations>>[number];

/** Whether the user is a joined member of the organisation. */
export async function isJoinedMember(db: Executor, userId: number, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organisationId, organisationId),
        eq(memberships.inviteStatus, 'joined'),
      ),
    );
  return row !== undefined;
}

const linkColumns = {
  id: memberships.id,
  organisationId: organisations.id,
  organisationName: organisations.title,
  organisationType: organisations.type,
  jobRole: memberships.jobRole,
  email: users.email,
  inviteStatus: memberships.inviteStatus,
};

/** Every link of the user to an organisation, invitations included, by organisation name. */
export function findOrganisationLinks(db: Executor, userId: number) {
  return db
    .select(linkColumns)
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(sql`lower(${organisations.title})`), asc(organisations.id));
}

export type OrganisationLinkRow = Awaited<ReturnType<typeof findOrganisationLinks>>[number];

export async function findOrganisationLink(
  db: Executor,
  userId: number,
  organisationId: number,
): Promise<OrganisationLinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  return row;
}

export async function setJobRole(db: Executor, membershipId: number, jobRole: string | null): Promise<void> {
  await db.update(memberships).set({ jobRole }).where(eq(memberships.id, membershipId));
}

/** Whether the file is one the user uploaded for themselves (never an organisation's file). */
export async function isOwnFile(db: Executor, fileId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.ownerUserId, userId),
        sql`${storedFiles.organisationId} is null`,
      ),
    );
  return row !== undefined;
}

/** A stored file that is some user's current profile picture; other files are not served here. */
export async function findProfileImage(db: Executor, fileId: number) {
  const [row] = await db
    .select({
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
      storageKey: storedFiles.storageKey,
      sha256: storedFiles.sha256,
      filename: storedFiles.filename,
    })
    .from(storedFiles)
    .innerJoin(users, eq(users.imageId, storedFiles.id))
    .where(eq(storedFiles.id, fileId))
    .limit(1);
  return row;
}
