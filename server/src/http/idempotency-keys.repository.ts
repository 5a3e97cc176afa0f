// The rows of idempotency_keys: per user and key, the request it was first sent with and the
// answer it got (docs/offline.md#sending-the-outbox).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

export interface StoredKey {
  request: string;
  /** Null while the first request with the key runs. */
  status: number | null;
  body: unknown;
  /** Whether it was claimed long enough ago that its request cannot still be running. */
  stale: boolean;
}

/**
 * Claims `key` for `userId`: true when this request is the first with it (a row is written with no
 * answer yet). Otherwise the row already there, or a claim left by a request that ended without
 * an answer (a crash) more than `staleAfterMs` ago, taken over as if new.
 */
export async function claimKey(
  db: Database,
  userId: number,
  key: string,
  request: string,
  staleAfterMs: number,
): Promise<{ claimed: true } | { claimed: false; stored: StoredKey }> {
  const inserted = await queryRows<{ key: string }>(
    db,
    sql`insert into idempotency_keys (user_id, key, request) values (${userId}, ${key}, ${request})
        on conflict (user_id, key) do nothing returning key`,
  );
  if (inserted.length > 0) return { claimed: true };
  const [row] = await queryRows<{ request: string; status: number | null; body: unknown; stale: boolean }>(
    db,
    sql`select request, status, body,
          created_at < now() - make_interval(secs => ${staleAfterMs / 1000}) as stale
        from idempotency_keys where user_id = ${userId} and key = ${key}`,
  );
  // Released between the two statements (its request failed): this one may run.
  if (!row) return claimKey(db, userId, key, request, staleAfterMs);
  if (row.status === null && row.stale && row.request === request) {
    const taken = await queryRows<{ key: string }>(
      db,
      sql`update idempotency_keys set created_at = now()
          where user_id = ${userId} and key = ${key} and status is null
            and created_at < now() - make_interval(secs => ${staleAfterMs / 1000})
          returning key`,
    );
    if (taken.length > 0) return { claimed: true };
  }
  return { claimed: false, stored: { ...row, status: row.status === null ? null : Number(row.status) } };
}

/** Keeps the answer the key's request got. */
export async function storeAnswer(
  db: Database,
  userId: number,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db.execute(
    sql`update idempotency_keys set status = ${status}, body = ${JSON.stringify(body)}::jsonb
        where user_id = ${userId} and key = ${key}`,
  );
}

/** Forgets a claim whose request ended without an answer worth keeping, so it may be sent again. */
export async function releaseKey(db: Database, userId: number, key: string): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and status is null`,
  );
}

/** Removes the user's keys older than `keepMs`. */
export async function deleteOldKeys(db: Database, userId: number, keepMs: number): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys
        where user_id = ${userId} and created_at < now() - make_interval(secs => ${keepMs / 1000})`,
  );
}
