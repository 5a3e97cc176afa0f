import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

const issuer = 'oncourse';
const audience = 'oncourse-app';

// A KeyObject, made once per configuration: given raw bytes, jose imports a key on every call,
// which showed in the profile of saving answers (every request verifies a token).
const keyCache = new WeakMap<object, KeyObject>();
function keyFor(config: Pick<Config, 'jwtSecret'>): KeyObject {
  let key = keyCache.get(config);
  if (!key) {
    key = createSecretKey(new TextEncoder().encode(config.jwtSecret));
    keyCache.set(config, key);
  }
  return key;
}

export interface AccessToken {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Signs a short-lived HS256 access token whose `sub` is the user id (docs/security-operations.md#sessions). */
export async function signAccessToken(
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtl'>,
  userId: number,
  now: number = Date.now(),
): Promise<AccessToken> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + config.accessTokenTtl;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyFor(config));
  return { token, expiresAt };
}

interface Verified {
  userId: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Tokens already verified, per configuration. An access token is stateless: the same string
 * verifies the same way until it expires, so a repeat costs a lookup instead of an HMAC through
 * WebCrypto (a tenth of the server's time when saving answers). Bounded; the oldest go first.
 */
const verifiedTokens = new WeakMap<object, Map<string, Verified>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function rememberVerified(config: object, token: string, verified: Verified): void {
  let known = verifiedTokens.get(config);
  if (!known) verifiedTokens.set(config, (known = new Map()));
  if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
  known.set(token, verified);
}

/** Verifies an access token and returns its user id, or null when it is missing, forged or expired. */
export async function verifyAccessToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
  now: number = Date.now(),
): Promise<number | null> {
  const known = verifiedTokens.get(config)?.get(token);
  if (known) return known.expiresAt * 1000 > now ? known.userId : null;
  try {
    const { payload } = await jwtVerify(token, keyFor(config), {
      issuer,
      audience,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1 || payload.exp === undefined) return null;
    rememberVerified(config, token, { userId, expiresAt: payload.exp });
    return userId;
  } catch {
    return null;
  }
}
