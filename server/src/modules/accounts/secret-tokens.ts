import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (256 bits, base64url): registration, password reset and refresh tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a token, as stored: the database never holds a usable token. A plain hash (no
 * salt, no stretching) is enough because the tokens are 256 random bits, not passwords.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
