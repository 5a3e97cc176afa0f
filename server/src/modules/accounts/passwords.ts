// Password hashing with scrypt (memory-hard, node:crypto only) in a self-describing format, so the
// cost parameters can be raised later and old hashes still verify (and get rehashed on sign-in).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { meetsPasswordRule } from '@oncourse/engine';
import { unprocessable } from '../../core/errors.ts';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** What new hashes use in production: 32 MiB and about 50–100 ms per hash on one core (README, sessions). */
export const productionParameters: Readonly<ScryptParameters> = { N: 2 ** 15, r: 8, p: 1 };

/** What new hashes (and the decoy) use now: the production parameters unless `hashWith` chose others. */
export let currentParameters: Readonly<ScryptParameters> = productionParameters;

/** The decoy's hash (see `verifyAgainstDecoy`), made once for the current parameters. */
let decoyHash: Promise<string> | null = null;

/**
 * Makes new hashes and the decoy use `parameters`. Only the server's test setup calls it
 * (`src/test/fast-password-hashes.ts`), as Devise lowers its stretches under test: a test that
 * registers and signs in someone spends two hashes at 50–100 ms of a core each, half the time of
 * the account-heavy test files. The tests of hashing itself and of its timing switch back.
 */
export function hashWith(parameters: Readonly<ScryptParameters>): void {
  currentParameters = parameters;
  decoyHash = null;
}

const saltBytes = 16;
const keyBytes = 32;
// Upper bounds for parameters read back from a stored hash, so a corrupted row cannot make a
// sign-in allocate gigabytes.
const maxN = 2 ** 20;
const maxR = 32;
const maxP = 16;

/**
 * At most this many hashes at once, so two threads of libuv's pool (4 unless UV_THREADPOOL_SIZE
 * says otherwise) stay free: the pool also opens PostgreSQL connections (SCRAM), reads and writes
 * files and compresses. A burst of sign-ins once filled it for over a minute (`npm run soak`,
 * docs/engineering.md#soak) and new database connections timed out behind the queued hashes.
 */
const hashing = pLimit(Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2));

function derive(
  password: string,
  salt: Buffer,
  parameters: ScryptParameters,
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: parameters.N,
    r: parameters.r,
    p: parameters.p,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly what N=2^15 r=8 uses.
    maxmem: 256 * parameters.N * parameters.r + 1024 * 1024,
  };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // The async variant runs on libuv's thread pool, so hashing never blocks other requests.
        scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes a password as `scrypt$N$r$p$<salt base64url>$<hash base64url>` with a fresh per-user salt. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = currentParameters,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, parameters, keyBytes);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPowerOfTwo = Number.isSafeInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (
    !isPowerOfTwo ||
    N > maxN ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > maxR ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > maxP
  ) {
    return null;
  }
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's (rehash it after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== currentParameters.N ||
    parsed.r !== currentParameters.r ||
    parsed.p !== currentParameters.p
  );
}

/**
 * Spends as long as a real check on an account that has no password (unknown address, registration
 * not completed), so response times do not tell which addresses are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await decoyHash);
}

/** The exact text the app matches on (docs/accounts.md#errors). */
export const passwordComplexityMessage = 'The password does not meet the required complexity requirements.';

/**
 * Throws 422 PASSWORD_COMPLEXITY on field `password` when the rule is not met (docs/accounts.md#errors). The
 * rule is the engine's, so the app's forms apply exactly the same one.
 */
export function assertPasswordRule(password: string): void {
  if (!meetsPasswordRule(password))
    throw unprocessable(passwordComplexityMessage, 'password', 'PASSWORD_COMPLEXITY');
}
