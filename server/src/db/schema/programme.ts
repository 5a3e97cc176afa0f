// Programme staff, verifiers, federation members and programme invitations, owned by the programme
// module.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** Programme staff: a kind of account of its own, never a membership of an organisation. */
export const programmeStaff = pgTable('programme_staff', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedByUserId: integer('added_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/** A verifier the programme accredits, and until when. */
export const verifiers = pgTable(
  'verifiers',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2 codes of the countries they work in. */
    countries: text('countries').array().notNull(),
    /** Language codes they work in. */
    languages: text('languages').array().notNull(),
    accreditedUntil: date('accredited_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('verifiers_user_unique').on(t.userId)],
);

/**
 * A national federation's account (docs/programme-console.md#federations): a person who reads the
 * programme figures and the sharing facilities of the countries they stand for.
 */
export const federationMembers = pgTable('federation_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** ISO 3166-1 alpha-2 codes of the federation's countries. */
  countries: text('countries').array().notNull(),
  /**
   * The demo's federation account (`npm run demo`): it sees the demo's facilities alone, never
   * real ones, as the demo is kept apart everywhere (docs/programme-console.md#federations).
   */
  demo: boolean('demo').notNull().default(false),
  addedByUserId: integer('added_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/**
 * An invitation to become programme staff, a verifier or a federation (docs/certification.md#access): the
 * person gets the role on accepting it, or on completing registration when they had no account.
 * A verifier invitation carries the accreditation to record.
 */
export const programmeInvitations = pgTable(
  'programme_invitations',
  {
    id: id(),
    /** The invited account: an existing one, or the pending account made for the invitation. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'staff' | 'verifier' | 'federation'>().notNull(),
    /** Only the hash: the token travels in the mail's link alone. */
    tokenHash: text('token_hash').notNull().unique(),
    verifierName: text('verifier_name'),
    verifierCompany: text('verifier_company'),
    verifierCountries: text('verifier_countries').array(),
    verifierLanguages: text('verifier_languages').array(),
    accreditedUntil: date('accredited_until', { mode: 'string' }),
    /** A federation invitation's countries, recorded when it is taken up. */
    federationCountries: text('federation_countries').array(),
    invitedByUserId: integer('invited_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending invitation per person and role, whatever two clicks at once try.
    uniqueIndex('programme_invitations_one_pending')
      .on(t.userId, t.role)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
