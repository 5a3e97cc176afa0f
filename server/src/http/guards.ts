// Authentication and own-account checks, applied by the wiring to every operation that needs them
// (organisation access is the access module's requireMembership).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { forbidden, unauthorized } from '../core/errors.ts';

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
 * (docs/accounts.md#behaviour) — unless the operation also allows anonymous callers.
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
