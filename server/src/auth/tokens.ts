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

/** Signs a short-lived HS256 access token whose `sub` is the user id (COMMON.md, auth). */
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

/** Verifies an access token and returns its user id, or null when it is missing, forged or expired. */
export async function verifyAccessToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config), { issuer, audience, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}
