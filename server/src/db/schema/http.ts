// The HTTP layer's own tables: rate-limit windows and idempotency keys.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** The per-client rate limits' fixed windows (x-rate-limit), shared by every server on the database. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_resets_idx').on(t.resetsAt)],
);

/**
 * A write sent with an Idempotency-Key (docs/offline.md#sending-the-outbox): the answer it got, so the
 * same key sent again by the same user answers the same without applying the write twice. `status`
 * is null while the first request with the key is still running. Kept 30 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The operation and a digest of its path and body: the same key for another request is refused. */
    request: text('request').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
