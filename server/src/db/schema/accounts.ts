// Users, organisations and the stored files their pictures and documents are, in one file because
// each points at the others (an import cycle otherwise), and the sign-in limits the accounts module
// counts. Owned by the users, organisations and storage modules and by accounts/.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrganisationType, UnitSystem } from '@oncourse/engine';
import { bytea, createdAt, id, updatedAt } from './columns.ts';
import { countries, languages } from './reference.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The bytes for the embedded default; null when the file lives in object storage. */
    data: bytea('data'),
    /** Object-storage key: the future home of the bytes. */
    storageKey: text('storage_key'),
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references((): AnyPgColumn => organisations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerUserId),
    index('stored_files_organisation_idx').on(t.organisationId),
    index('stored_files_sha256_idx').on(t.sha256),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** Null until registration is completed with a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language')
      .notNull()
      .default('en')
      .references(() => languages.key),
    imageId: integer('image_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    emailNotifications: boolean('email_notifications').notNull().default(false),
    measurementUnit: text('measurement_unit').$type<UnitSystem>().notNull().default('metric'),
    introductoryTour: boolean('introductory_tour').notNull().default(false),
    allowCorrespondence: boolean('allow_correspondence').notNull().default(false),
    hearAboutUs: text('hear_about_us'),
    /** The job role given at registration ("status" in the payload). */
    jobRole: text('job_role'),
    /** Registered through the tournament variant of the screens. */
    isTournament: boolean('is_tournament').notNull().default(false),
    activeOrganisationId: integer('active_organisation_id').references((): AnyPgColumn => organisations.id, {
      onDelete: 'set null',
    }),
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_active_organisation_idx').on(t.activeOrganisationId),
    index('users_image_idx').on(t.imageId),
  ],
);

export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    type: text('type').$type<OrganisationType>().notNull(),
    title: text('title').notNull(),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    postZipCode: text('post_zip_code'),
    countryId: integer('country_id').references(() => countries.id),
    phoneNumber: text('phone_number'),
    vatNumber: text('vat_number'),
    emailAddress: text('email_address'),
    measurementUnit: text('measurement_unit').$type<UnitSystem>().notNull().default('metric'),
    /** The ISO 4217 code the facility keeps its money in; null: its country's (docs/facility-profile.md#what-is-stored). */
    currency: text('currency'),
    logoFileId: integer('logo_file_id').references((): AnyPgColumn => storedFiles.id, {
      onDelete: 'set null',
    }),
    imageFileId: integer('image_file_id').references((): AnyPgColumn => storedFiles.id, {
      onDelete: 'set null',
    }),
    certified: boolean('certified').notNull().default(false),
    /** The last day the certificate is valid; set with `certified` by a certified decision (docs/certification.md#deciding). */
    certifiedUntil: date('certified_until', { mode: 'string' }),
    managementGroup: text('management_group'),
    tournamentOrganiser: text('tournament_organiser'),
    /** Guidance is chosen per organisation group and tournament group (docs/reviews.md#access). */
    organisationGroup: text('organisation_group'),
    tournamentGroup: text('tournament_group'),
    /**
     * Left out of every peer benchmark it would contribute to; still sees the figures
     * (docs/benchmarks-and-targets.md#anonymity).
     */
    benchmarkOptOut: boolean('benchmark_opt_out').notNull().default(false),
    /**
     * When the facility answered whether it shares its figures (the question at its first year, or
     * the profile's switch); null while it has not (docs/benchmarks-and-targets.md#anonymity).
     */
    benchmarkSharingAnsweredAt: timestamp('benchmark_sharing_answered_at', { withTimezone: true }),
    /**
     * Seeded by `npm run demo`: compared only with other demo organisations, never with real ones,
     * and removed by `npm run demo -- --remove-peers` (docs/benchmarks-and-targets.md#demo).
     */
    demo: boolean('demo').notNull().default(false),
    /**
     * The facility lets the national federation of its country see its progress and certification
     * state (docs/programme-console.md#federations); off until the facility switches it on.
     */
    shareWithFederation: boolean('share_with_federation').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organisations_type_title_unique').on(t.type, sql`lower(${t.title})`),
    index('organisations_country_idx').on(t.countryId),
    index('organisations_email_idx').on(sql`lower(${t.emailAddress})`),
    index('organisations_logo_file_idx').on(t.logoFileId),
    index('organisations_image_file_idx').on(t.imageFileId),
  ],
);

/**
 * Events counted by the account limits (failed sign-ins, mails per address), one row each, shared by
 * every server on the database. `expires_at` lets one cheap delete forget events past any window.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_events_key_idx').on(t.key, t.at), index('limit_events_expires_idx').on(t.expiresAt)],
);
