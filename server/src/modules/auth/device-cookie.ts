// The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies"
// (docs/security-operations.md#sign-in-under-guessing): a browser that has signed in to an account
// holds a signed cookie naming that account, and keeps a sign-in allowance of its own while
// unknown clients share a small one. The cookie holds no e-mail address in clear: a keyed hash of
// it, a random nonce (the device's identity for its allowance) and an expiry, signed with an HMAC.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { ResponseCookie } from '../../core/context.ts';

export const deviceCookieName = 'oncourse_device';

/** How long a device stays known after its last sign-in (each sign-in issues a fresh cookie). */
export const deviceCookieTtlSeconds = 180 * 24 * 60 * 60;

const mac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');

/** The account a cookie names, as a keyed hash (the same address in any case gives the same tag). */
const accountTag = (secret: string, address: string) => mac(secret, 'device-account', address).slice(0, 22);

/** A new device cookie for the address: sent with every successful sign-in. */
export function deviceCookie(
  config: Pick<Config, 'appUrl' | 'jwtSecret'>,
  address: string,
  nowMs = Date.now(),
): ResponseCookie {
  const expires = Math.floor(nowMs / 1000) + deviceCookieTtlSeconds;
  const payload = `${accountTag(config.jwtSecret, address)}.${randomBytes(12).toString('base64url')}.${expires}`;
  return {
    name: deviceCookieName,
    value: `${payload}.${mac(config.jwtSecret, 'device-cookie', payload)}`,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.appUrl.startsWith('https:'),
    maxAge: deviceCookieTtlSeconds,
  };
}

/**
 * The device's identity (its nonce) when the presented cookie is genuine, unexpired and was issued
 * for this address; null for anything else, which is then treated as an unknown client.
 */
export function knownDevice(
  config: Pick<Config, 'jwtSecret'>,
  presented: string | undefined,
  address: string,
  nowMs = Date.now(),
): string | null {
  if (!presented || presented.length > 200) return null;
  const parts = presented.split('.');
  if (parts.length !== 4) return null;
  const [tag, nonce, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(config.jwtSecret, 'device-cookie', `${tag}.${nonce}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(Number(expires) > nowMs / 1000)) return null;
  return tag === accountTag(config.jwtSecret, address) ? nonce : null;
}
