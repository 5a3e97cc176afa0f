// Authentication and organisation access, applied by the wiring to every operation that needs them.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Access, Schemas } from '@oncourse/openapi';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
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
  // One round trip: PGlite runs queries one at a time, so checks on every call must stay cheap.
  const [row] = await db
    .select({
      organisationType: organisations.type,
      membershipId: memberships.id,
      inviteStatus: memberships.inviteStatus,
      accessType: accessTypes.name,
      readOnly: accessTypes.readOnly,
      activities: sql<string[] | null>`(select array_agg(${activities.name} order by ${activities.name})
        from ${accessTypeActivities} join ${activities} on ${activities.id} = ${accessTypeActivities.activityId}
        where ${accessTypeActivities.accessTypeId} = ${memberships.accessTypeId})`,
    })
    .from(organisations)
    .leftJoin(
      memberships,
      and(eq(memberships.organisationId, organisations.id), eq(memberships.userId, input.userId)),
    )
    .leftJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
    .where(eq(organisations.id, input.organisationId));
  if (!row) throw notFound('Organisation not found');
  if (row.membershipId === null || row.inviteStatus !== 'joined' || row.accessType === null) {
    throw forbidden('You are not a member of this organisation');
  }
  const granted = (row.activities ?? []) as Activity[];
  if (!granted.includes(input.activity)) throw forbidden(`Your role does not allow ${input.activity}`);
  if (row.readOnly && input.access !== 'read')
    throw forbidden('Your access to this organisation is view-only');
  return {
    organisationId: input.organisationId,
    organisationType: row.organisationType,
    membershipId: row.membershipId,
    accessType: row.accessType,
    readOnly: row.readOnly === true,
    activities: granted,
  };
}
