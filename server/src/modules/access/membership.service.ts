// Organisation access: whether a user may perform an activity in an organisation (the wiring's
// x-activity check) and what their access type grants there. The rows come from the team
// module, which owns memberships and access types (team/index.ts).
import type { Access, Schemas } from '@oncourse/openapi';
import { LRUCache } from 'lru-cache';
import { batchCallsPerDatabase } from '../../db/batch-calls.ts';
import type { Database } from '../../db/client.ts';
import type { OrganisationAccess } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import {
  findAccessTypeActivities,
  findMemberships,
  type MembershipKey,
  type MembershipRow,
} from '../team/index.ts';

type Activity = Schemas['Activity'];

/** What the wiring checks of an x-activity call: the caller, the organisation, the activity and whether it writes. */
export interface MembershipCheck {
  userId: number;
  organisationId: number;
  activity: Activity;
  access: Access;
}

/**
 * Checks that the user is a joined member of the organisation whose access type grants the
 * activity (docs/organisations.md#access): 404 when the organisation does not exist, 403 FORBIDDEN_RESOURCE when the
 * user is not a joined member, lacks the activity, or holds a read-only access type and the
 * contract says the call writes (`x-access`). With `remembered` (the contract's
 * `x-membership-remembered`), a membership this server read in the last minute answers without a
 * round trip: the call's write statement confirms it (`confirmMembership`, team/index.ts's
 * `membershipHolds`), so a member removed or made view-only since never writes.
 */
export async function requireMembership(
  db: Database,
  input: MembershipCheck,
  options: { remembered?: boolean } = {},
): Promise<OrganisationAccess> {
  const standing = await organisationAccess(db, input.userId, input.organisationId, options);
  if (!standing.remembered) return granted(standing, input);
  try {
    return granted(standing, input);
  } catch {
    // The memo only ever grants: a member made admin a moment ago on another server must not be
    // refused by what this one remembers. A refusal is decided on what is committed now.
    return granted(await organisationAccess(db, input.userId, input.organisationId), input);
  }
}

/** The access a standing grants for the check, or the check's 403 or 404. */
function granted(
  standing: Awaited<ReturnType<typeof organisationAccess>>,
  input: MembershipCheck,
): OrganisationAccess {
  if (!standing.access) {
    throw standing.organisationExists
      ? forbidden('You are not a member of this organisation')
      : notFound('Organisation not found');
  }
  const access = standing.access;
  if (!access.activities.includes(input.activity))
    throw forbidden(`Your role does not allow ${input.activity}`);
  if (access.readOnly && input.access !== 'read')
    throw forbidden('Your access to this organisation is view-only');
  return { ...access, check: input };
}

/**
 * The wiring's check again, on what is committed now: for a call whose write statement found the
 * membership it was given no longer holds (docs/organisations.md#access). Answers that call's 403
 * or 404; returns when the membership still grants the call (its statement failed for another reason).
 */
export async function confirmMembership(db: Database, organisation: OrganisationAccess): Promise<void> {
  if (!organisation.check) throw new Error('confirmMembership needs the access the wiring checked');
  await requireMembership(db, organisation.check);
}

/**
 * What a user's membership grants in an organisation, checking no activity: null when the
 * organisation does not exist or the user is not a joined member with a known access type.
 * `remembered` accepts a membership this server read in the last minute, and says whether it did.
 */
export async function organisationAccess(
  db: Database,
  userId: number,
  organisationId: number,
  options: { remembered?: boolean } = {},
): Promise<{ organisationExists: boolean; access: OrganisationAccess | null; remembered: boolean }> {
  // What an access type grants is reference data, read once per database; the membership row
  // is read on every call, batched with the calls that arrive at the same time.
  const key = `${userId}:${organisationId}`;
  const memo = rememberedMemberships(db);
  const known = options.remembered ? memo.get(key) : undefined;
  const [row, grants] = await Promise.all([
    known ?? membershipLookup(db, { userId, organisationId }),
    accessTypeGrants(db),
  ]);
  if (!row) {
    memo.delete(key);
    return { organisationExists: false, access: null, remembered: false };
  }
  const grant = row.accessTypeId === null ? undefined : grants.get(row.accessTypeId);
  if (row.membershipId === null || row.accessTypeId === null || row.inviteStatus !== 'joined' || !grant) {
    memo.delete(key);
    return { organisationExists: true, access: null, remembered: false };
  }
  if (!known) memo.set(key, row);
  return {
    organisationExists: true,
    remembered: known !== undefined,
    access: {
      organisationId,
      organisationType: row.organisationType,
      membershipId: row.membershipId,
      accessTypeId: row.accessTypeId,
      accessType: grant.name,
      readOnly: grant.readOnly,
      activities: grant.activities,
    },
  };
}

const memos = new WeakMap<Database, LRUCache<string, MembershipRow>>();

/**
 * The joined memberships this server read in the last minute, by user and organisation: only calls
 * whose write statement confirms the membership read them (`remembered`), every lookup refreshes
 * them, and a lookup that finds none forgets it. Bounded, so a server's memory does not grow with
 * its users.
 */
function rememberedMemberships(db: Database): LRUCache<string, MembershipRow> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new LRUCache({ max: 10_000, ttl: 60_000 })));
  return memo;
}

/**
 * The membership lookup. Every organisation call the memo does not answer makes it, so the calls
 * that arrive together are answered by one query (`batchCalls`): one statement for sixteen
 * concurrent calls instead of sixteen, always reading what is committed now.
 */
const membershipLookup = batchCallsPerDatabase((db: Database, keys: MembershipKey[]) =>
  findMemberships(db, keys),
);

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
function accessTypeGrants(db: Database): Promise<Map<number, AccessTypeGrant>> {
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
  const grants = new Map<number, AccessTypeGrant>();
  for (const row of await findAccessTypeActivities(db)) {
    let grant = grants.get(row.id);
    if (!grant) {
      grant = { name: row.name, readOnly: row.readOnly, activities: [] };
      grants.set(row.id, grant);
    }
    if (row.activity !== null) grant.activities.push(row.activity as Activity);
  }
  return grants;
}
