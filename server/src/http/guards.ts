// Authentication and organisation access, applied by the wiring to every operation that needs them.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Access, Schemas } from '@oncourse/openapi';
import type { Config } from '../config.ts';
import { batchCalls } from '../db/batch-calls.ts';
import { intArray, queryRowsNamed, type Database } from '../db/client.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { accessTypeActivities, accessTypes, activities, memberships, organisations } from '../db/schema.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';
import type { OrganisationAccess } from './handlers.ts';

type Activity = Schemas['Activity'];

/**
 * Refuses a call whose own-account parameter (the contract's `x-self-param`) is not the caller:
 * 403 FORBIDDEN_RESOURCE, the same answer for any other id, so accounts cannot be probed.
 */
export function requireSelf(callerId: number | null, accountId: number): void {
  if (callerId === null || callerId !== accountId) throw forbidden('You may only access your own account');
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from `Authorization: Bearer <access token>`. Missing, forged or expired
 * tokens throw 401 INVALID_CREDENTIALS 'Unauthorized' — the answer the app renews its token on
 * (000 §4) — unless the operation also allows anonymous callers.
 */
export async function authenticate(
  config: Pick<Config, 'jwtSecret'>,
  request: FastifyRequest,
  optional: boolean,
): Promise<number | null> {
  const token = bearerToken(request);
  const userId = token ? await verifyAccessToken(config, token) : null;
  if (userId === null && !optional) throw unauthorized();
  return userId;
}

/**
 * Checks that the user is a joined member of the organisation whose access type grants the
 * activity (001 §6): 404 when the organisation does not exist, 403 FORBIDDEN_RESOURCE when the
 * user is not a joined member, lacks the activity, or holds a read-only access type and the
 * contract says the call writes (`x-access`).
 */
export async function requireMembership(
  db: Database,
  input: { userId: number; organisationId: number; activity: Activity; access: Access },
): Promise<OrganisationAccess> {
  // What an access type grants is reference data, read once per database; the membership row
  // is read on every call, batched with the calls that arrive at the same time.
  const [row, grants] = await Promise.all([
    membershipLookup(db)({ userId: input.userId, organisationId: input.organisationId }),
    accessTypeGrants(db),
  ]);
  if (!row) throw notFound('Organisation not found');
  const grant = row.accessTypeId === null ? undefined : grants.get(row.accessTypeId);
  if (row.membershipId === null || row.inviteStatus !== 'joined' || !grant) {
    throw forbidden('You are not a member of this organisation');
  }
  if (!grant.activities.includes(input.activity))
    throw forbidden(`Your role does not allow ${input.activity}`);
  if (grant.readOnly && input.access !== 'read')
    throw forbidden('Your access to this organisation is view-only');
  return {
    organisationId: input.organisationId,
    organisationType: row.organisationType,
    membershipId: row.membershipId,
    accessType: grant.name,
    readOnly: grant.readOnly,
    activities: grant.activities,
  };
}

interface MembershipKey {
  userId: number;
  organisationId: number;
}

/** The organisation (undefined when it does not exist) and the user's membership in it, if any. */
interface MembershipRow {
  organisationType: Schemas['OrganisationType'];
  membershipId: number | null;
  inviteStatus: string | null;
  accessTypeId: number | null;
}

const membershipLookups = new WeakMap<Database, (key: MembershipKey) => Promise<MembershipRow | undefined>>();

/**
 * The membership lookup of one database. Every organisation call makes it, so the calls that
 * arrive together are answered by one query (`batchCalls`): one statement for sixteen
 * concurrent saves instead of sixteen, always reading what is committed now (nothing cached).
 */
function membershipLookup(db: Database) {
  let lookup = membershipLookups.get(db);
  if (!lookup) membershipLookups.set(db, (lookup = batchCalls((keys) => findMemberships(db, keys))));
  return lookup;
}

async function findMemberships(
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

interface AccessTypeGrant {
  name: Schemas['AccessType'];
  readOnly: boolean;
  activities: Activity[];
}

const grantsByDatabase = new WeakMap<Database, Promise<Map<number, AccessTypeGrant>>>();

/**
 * What each access type grants (its name, whether it is view-only, its activities), read once per
 * database: the seed writes it before the server listens and nothing changes it at run time.
 */
export function accessTypeGrants(db: Database): Promise<Map<number, AccessTypeGrant>> {
  let grants = grantsByDatabase.get(db);
  if (!grants) {
    grants = loadGrants(db);
    // A failed read (the database briefly away) is tried again on the next call.
    grants.catch(() => grantsByDatabase.delete(db));
    grantsByDatabase.set(db, grants);
  }
  return grants;
}

async function loadGrants(db: Database): Promise<Map<number, AccessTypeGrant>> {
  const rows = await db
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
  const grants = new Map<number, AccessTypeGrant>();
  for (const row of rows) {
    let grant = grants.get(row.id);
    if (!grant) {
      grant = { name: row.name, readOnly: row.readOnly, activities: [] };
      grants.set(row.id, grant);
    }
    if (row.activity !== null) grant.activities.push(row.activity as Activity);
  }
  return grants;
}
