// Writes a client may send again without applying them twice (docs/offline.md#sending-the-outbox):
// an operation that declares the Idempotency-Key header in the contract answers a repeated key of
// the same user with the answer the first request got, and runs nothing again.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/client.ts';
import { AppError, badRequest, unprocessable } from '../core/errors.ts';
import type { ErrorBody } from '../core/errors.ts';
import { claimKey, deleteOldKeys, releaseKey, storeAnswer } from './idempotency-keys.repository.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What the contract allows as a key: a UUID fits, and so does any other random token of this shape. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** How long a key is honoured: a device's outbox retries within minutes of reaching the server. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A claim older than this has no request running any more (its server stopped mid-way). */
const STALE_AFTER_MS = 60 * 1000;

/** Answers worth repeating: success and the refusals that depend on the data (conflict, rules). */
const KEPT_ERRORS = new Set([409, 422]);

/** The key the request carries, or null without one; a malformed key is 400 on the header. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || !KEY_SHAPE.test(key)) {
    throw badRequest(
      'INCORRECT_FORMAT',
      'The Idempotency-Key is 16 to 64 letters, digits, - or _',
      IDEMPOTENCY_HEADER,
    );
  }
  return key;
}

/** The operation, its path and its body, as a digest: what a key is bound to. */
export function requestDigest(operationId: string, url: string, body: unknown): string {
  return `${operationId}:${createHash('sha256')
    .update(url)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('base64url')}`;
}

/** The stored refusal, answered again as it was first sent. */
class RepeatedError extends AppError {
  constructor(private readonly body: ErrorBody) {
    super(body.status, body.data.code, body.data.message, body.data.field);
  }
  override toBody(): ErrorBody {
    return this.body;
  }
}

/**
 * Runs `run` once per user and key: a repeated key answers the stored data (or throws the stored
 * refusal) and calls `onRepeat`; a key still running is 409, a key sent with another request 422.
 */
export async function once<T>(
  db: Database,
  { userId, key, request }: { userId: number; key: string; request: string },
  run: () => Promise<T>,
  onRepeat: () => void,
): Promise<T> {
  const claim = await claimKey(db, userId, key, request, STALE_AFTER_MS);
  if (!claim.claimed) {
    const { stored } = claim;
    if (stored.request !== request) {
      throw unprocessable('This Idempotency-Key was used for another request', IDEMPOTENCY_HEADER);
    }
    if (stored.status === null) {
      throw new AppError(
        409,
        'NOT_UNIQUE',
        'A request with this Idempotency-Key is still running',
        IDEMPOTENCY_HEADER,
      );
    }
    onRepeat();
    if (stored.status >= 400) throw new RepeatedError(stored.body as ErrorBody);
    return stored.body as T;
  }
  let data: T;
  try {
    data = await run();
  } catch (error) {
    if (error instanceof AppError && KEPT_ERRORS.has(error.statusCode)) {
      await storeAnswer(db, userId, key, error.statusCode, error.toBody());
    } else {
      await releaseKey(db, userId, key);
    }
    throw error;
  }
  // Dates become strings as they would in the answer, so a repeat is byte for byte the same.
  await storeAnswer(db, userId, key, 200, JSON.parse(JSON.stringify(data ?? null)));
  // A user's old keys go with their next keyed write: no timer, one indexed delete.
  await deleteOldKeys(db, userId, KEEP_MS);
  return data;
}
