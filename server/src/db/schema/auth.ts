// One-time tokens (registration, password reset) and the refresh tokens of signed-in sessions, owned
// by the registration and auth modules.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

const oneTimeToken = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** SHA-256 of the token; the token itself is only ever in the e-mail. */
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      isTournament: boolean('is_tournament').notNull().default(false),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

export const registrationTokens = oneTimeToken('registration_tokens');

export const passwordResetTokens = oneTimeToken('password_reset_tokens');

export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Set when a used token is presented again (theft suspected) or on logout. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: integer('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
