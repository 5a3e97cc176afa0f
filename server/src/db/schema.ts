// Drizzle tables for every entity docs/ describes (docs/api.md#shapes). Column names are
// snake_case in SQL; migrations are generated from this file with `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '@oncourse/openapi';
import type {
  AnswerValue,
  Calculation,
  FacilityAddedAnswer,
  FieldType,
  GridRow,
  Quantity,
  QuestionSetKind,
  QuestionType,
  OrganisationType,
  ReviewType,
  UiType,
  UnitSystem,
} from '@oncourse/engine';

/** Raw bytes; PGlite hands back Uint8Array and pg a Buffer, so both are normalised to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type { OrganisationType };
export type AccessTypeName = Schemas['AccessType'];
export type InviteStatus = 'invited' | 'joined';

// ---------------------------------------------------------------- reference data

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  /** ISO 3166-1 alpha-2; guidance and logos are keyed by it. */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
});

export const languages = pgTable('languages', {
  key: text('key').primaryKey(),
  /** English name. */
  value: text('value').notNull(),
  /** The language's own name for itself (Deutsch). */
  nativeName: text('native_name').notNull(),
  countryCode: text('country_code').notNull(),
  /** zu exists but the settings list leaves it out (docs/languages-units-themes.md#languages). */
  inSettings: boolean('in_settings').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const strings = pgTable(
  'strings',
  {
    language: text('language')
      .notNull()
      .references(() => languages.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/**
 * Translations of the content (question sets, improve content, tiles, pages, provider documents)
 * by content key (docs/languages-units-themes.md#content), from fixtures/translations/<lang>.
 * English is the authored text in the content itself and is not stored here.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    language: text('language')
      .notNull()
      .references(() => languages.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

export const accessTypes = pgTable('access_types', {
  id: integer('id').primaryKey(),
  name: text('name').$type<AccessTypeName>().notNull().unique(),
  label: text('label').notNull(),
  /** Read-only access types may call only GET operations of an organisation. */
  readOnly: boolean('read_only').notNull().default(false),
  /** Whether the type is offered when inviting (the owner is not). */
  assignable: boolean('assignable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  /** kebab-case as in docs/ and the contract's x-activity: 'facility-profile'. */
  name: text('name').notNull().unique(),
});

export const accessTypeActivities = pgTable(
  'access_type_activities',
  {
    accessTypeId: integer('access_type_id')
      .notNull()
      .references(() => accessTypes.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accessTypeId, t.activityId] }),
    index('access_type_activities_activity_idx').on(t.activityId),
  ],
);

// ---------------------------------------------------------------- files

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

// ---------------------------------------------------------------- accounts

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

// ---------------------------------------------------------------- organisations

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

/** One row per facility: the "Facility details" tab (docs/facility-profile.md#what-is-stored). */
export const facilityDetails = pgTable('facility_details', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** Facility type options as shown: [{ value: 'RESORT', selected: true }, …]. */
  types: jsonb('types').$type<{ value: string; selected: boolean }[]>().notNull().default([]),
  managementGroup: jsonb('management_group').$type<string[]>().notNull().default([]),
  organisationOwnerOther: text('organisation_owner_other'),
  tournamentOrganiser: jsonb('tournament_organiser').$type<string[]>().notNull().default([]),
  tournamentHostOther: text('tournament_host_other'),
  historicLandUse: text('historic_land_use'),
  surroundings: text('surroundings'),
  totalArea: doublePrecision('total_area'),
  clubHouseArea: doublePrecision('club_house_area'),
  maintenanceArea: doublePrecision('maintenance_area'),
  practiceArea: doublePrecision('practice_area'),
  indoorArea: doublePrecision('indoor_area'),
  otherArea: doublePrecision('other_area'),
  greenFee: text('green_fee'),
  annualFee: text('annual_fee'),
  maintenanceBudget: text('maintenance_budget'),
  petrolCosts: doublePrecision('petrol_costs'),
  labourHourly: doublePrecision('labour_hourly'),
  fertiliserBudget: doublePrecision('fertiliser_budget'),
  pesticideBudget: doublePrecision('pesticide_budget'),
  /** Annual turnover in the facility's currency, confidential (docs/facility-profile.md#what-is-stored). */
  turnover: doublePrecision('turnover'),
  updatedAt: updatedAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    length: doublePrecision('length'),
    numberOfHoles: integer('number_of_holes'),
    yearOpened: integer('year_opened'),
    par: integer('par'),
    roundsPerYear: integer('rounds_per_year'),
    unit: text('unit'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('courses_organisation_idx').on(t.organisationId)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accessTypeId: integer('access_type_id')
      .notNull()
      .references(() => accessTypes.id),
    /** The user's job role in this organisation; null when none (docs/organisations.md#behaviour). */
    jobRole: text('job_role'),
    inviteStatus: text('invite_status').$type<InviteStatus>().notNull().default('joined'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Invitations expire after 5 days (docs/team.md#limits). */
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    inviteMessage: text('invite_message'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('memberships_user_organisation_unique').on(t.userId, t.organisationId),
    index('memberships_organisation_idx').on(t.organisationId),
    index('memberships_access_type_idx').on(t.accessTypeId),
    index('memberships_invited_by_idx').on(t.invitedByUserId),
  ],
);

export type JoinRequestStatus = 'pending' | 'approved' | 'declined';

export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    organisationName: text('organisation_name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    message: text('message'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** pending until staff or the facility's owner or admins decide (docs/programme-console.md#behaviour). */
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    /** The access type an approved request was given. */
    accessTypeId: integer('access_type_id').references(() => accessTypes.id),
    declineReason: text('decline_reason'),
    decidedByUserId: integer('decided_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('join_requests_user_idx').on(t.userId),
    index('join_requests_organisation_idx').on(t.organisationId),
  ],
);

// ---------------------------------------------------------------- content

/** Text per language key; `en` is always present and is the fallback for the others. */
export type Translated = Record<string, string>;

export const contentSections = pgTable('content_sections', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  /** Null: shown to both organisation types. */
  organisationType: text('organisation_type').$type<OrganisationType>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey(),
    /** Null for page content shown in a fixed place (documents/content/{page}/position/{position}). */
    sectionId: integer('section_id').references(() => contentSections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    teaser: jsonb('teaser').$type<Translated>().notNull().default({}),
    /** Rich text (HTML) per language. */
    body: jsonb('body').$type<Translated>().notNull().default({}),
    sortcode: integer('sortcode').notNull().default(0),
    imageFileId: integer('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    page: text('page'),
    position: text('position'),
    /** Null: every country. */
    countryId: integer('country_id').references(() => countries.id),
    /**
     * When staff last published it (docs/programme-console.md#content); null as the fixtures seeded
     * it. The seed rewrites only those, so a deploy never undoes what staff published.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('content_items_section_slug_unique').on(t.sectionId, t.slug).nullsNotDistinct(),
    index('content_items_page_idx').on(t.page, t.position),
  ],
);

export const contentItemDocuments = pgTable(
  'content_item_documents',
  {
    id: id(),
    contentItemId: integer('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('content_item_documents_item_name_unique').on(t.contentItemId, t.name),
    index('content_item_documents_file_idx').on(t.fileId),
  ],
);

/** Dashboard tiles (docs/shell.md#screens): name, title, description, link, image. */
export const tiles = pgTable('tiles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: jsonb('title').$type<Translated>().notNull(),
  description: jsonb('description').$type<Translated>().notNull().default({}),
  link: text('link'),
  imageFileId: integer('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  organisationType: text('organisation_type').$type<OrganisationType>(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** When staff last published it (docs/programme-console.md#content); null as the fixtures seeded it. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * Images staff uploaded for improvement content and tiles (docs/programme-console.md#content): a
 * picture or an image inside the text. Public like the content they show in, so the image route
 * answers a file only when it is one of these, a tile's or an item's.
 */
export const contentImages = pgTable('content_images', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  uploadedByUserId: integer('uploaded_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/** What staff edit (docs/programme-console.md#content): an improvement content item or a dashboard tile. */
export type EditableContentKind = 'item' | 'tile';

/**
 * Staff's unpublished wording of a content item or tile, one per item: shown to nobody but staff
 * (their preview) until published. A tile's description is its `teaser`; a tile has no body.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: id(),
    kind: text('kind').$type<EditableContentKind>().notNull(),
    sourceId: integer('source_id').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    teaser: jsonb('teaser').$type<Translated>().notNull().default({}),
    /** Sanitised HTML per language (docs/programme-console.md#content). */
    body: jsonb('body').$type<Translated>().notNull().default({}),
    updatedAt: updatedAt(),
    updatedByUserId: integer('updated_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('content_drafts_source_unique').on(t.kind, t.sourceId)],
);

/** Every publication of a content item or tile, numbered from 1, so an earlier one can be restored. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    kind: text('kind').$type<EditableContentKind>().notNull(),
    sourceId: integer('source_id').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    teaser: jsonb('teaser').$type<Translated>().notNull().default({}),
    body: jsonb('body').$type<Translated>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedByUserId: integer('published_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('content_versions_source_version_unique').on(t.kind, t.sourceId, t.version)],
);

/** Partner, footer and provider ({provider}-logo) logos, chosen by country (docs/shell.md#purpose). */
export const providerLogos = pgTable(
  'provider_logos',
  {
    id: id(),
    kind: text('kind').$type<'partner' | 'footer' | 'provider'>().notNull(),
    /** For kind 'provider': the {provider} path segment, e.g. 'oncourse'. */
    provider: text('provider'),
    /** Null: shown in every country. */
    countryId: integer('country_id').references(() => countries.id),
    title: text('title').notNull(),
    link: text('link'),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('provider_logos_lookup_idx').on(t.kind, t.countryId),
    index('provider_logos_file_idx').on(t.fileId),
  ],
);

/** Documents the provider supplies to every organisation ("OnCourse documents"); never editable by users. */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location').notNull(),
    organisationType: text('organisation_type').$type<OrganisationType>(),
    countryId: integer('country_id').references(() => countries.id),
    language: text('language').references(() => languages.key),
    /** File name offered on download. */
    filename: text('filename').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * When staff last changed it in the console (docs/programme-console.md#documents); null for a
     * document as the fixtures seeded it. The seed rewrites only those, so a deploy never undoes
     * what staff did.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Set: retired by staff, shown to no club; kept for the console and its audit. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('provider_documents_location_idx').on(t.location),
    index('provider_documents_file_idx').on(t.fileId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    blobFilename: text('blob_filename').notNull(),
    description: text('description'),
    location: text('location').notNull(),
    oncourseDocument: boolean('oncourse_document').notNull().default(false),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_organisation_idx').on(t.organisationId, t.location),
    index('documents_file_idx').on(t.fileId),
  ],
);

export const helpdeskMessages = pgTable(
  'helpdesk_messages',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    reason: text('reason').$type<'HELP_ONCOURSE' | 'CALL'>().notNull(),
    message: text('message').notNull(),
    /** A call asked for: the number to ring and when suits (docs/helpdesk.md#what-is-stored); null otherwise. */
    callBackPhone: text('call_back_phone'),
    callBackTime: text('call_back_time'),
    read: boolean('read').notNull().default(false),
    /** Set when programme staff mark the message answered (docs/programme-console.md#behaviour). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('helpdesk_messages_created_idx').on(t.createdAt),
    index('helpdesk_messages_user_idx').on(t.userId, t.read),
    index('helpdesk_messages_organisation_idx').on(t.organisationId),
  ],
);

export const maintenanceNotices = pgTable(
  'maintenance_notices',
  {
    id: id(),
    active: boolean('active').notNull().default(false),
    maintenanceStartDate: date('maintenance_start_date').notNull(),
    /** 'HH:MM' in UTC. */
    maintenanceStartTime: text('maintenance_start_time').notNull(),
    maintenanceDuration: integer('maintenance_duration').notNull(),
    durationUnits: text('duration_units').$type<'minutes' | 'hours' | 'days'>().notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_notices_active_idx').on(t.active, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** pending (waiting for SMTP), sent, failed (given up, see last_error) or kept (no SMTP configured). */
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try next; a worker that takes a mail moves it ahead, so others leave it alone. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type MailStatus = 'pending' | 'sent' | 'failed' | 'kept';

// ---------------------------------------------------------------- question sets

export const questionSets = pgTable('question_sets', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind').$type<QuestionSetKind>().notNull(),
  reviewType: text('review_type').$type<ReviewType>(),
  organisationType: text('organisation_type').$type<OrganisationType>().notNull(),
  language: text('language').notNull(),
  /** SHA-256 of the fixture the content came from: the seed replaces content only when it changed. */
  contentHash: text('content_hash').notNull(),
  updatedAt: updatedAt(),
});

export const questionSections = pgTable(
  'question_sections',
  {
    id: integer('id').primaryKey(),
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    colour: text('colour'),
    iconId: integer('icon_id'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('question_sections_set_idx').on(t.questionSetId),
    index('question_sections_slug_idx').on(t.slug),
  ],
);

export const questionSubsections = pgTable(
  'question_subsections',
  {
    id: integer('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('question_subsections_section_idx').on(t.sectionId)],
);

export const questionFieldSets = pgTable(
  'question_field_sets',
  {
    id: integer('id').primaryKey(),
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => questionSubsections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('question_field_sets_subsection_idx').on(t.subsectionId)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    /** Denormalised so a whole set loads and is replaced with one query. */
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    /** Top-level questions belong to a field set; nested and row questions to their parent. */
    fieldSetId: integer('field_set_id').references(() => questionFieldSets.id, { onDelete: 'cascade' }),
    parentQuestionId: integer('parent_question_id').references((): AnyPgColumn => questions.id, {
      onDelete: 'cascade',
    }),
    parentRelation: text('parent_relation').$type<'nested' | 'row'>(),
    title: text('title').notNull(),
    uiType: text('ui_type').$type<UiType>().notNull(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    instructions: text('instructions'),
    summary: text('summary'),
    nestedQuestionsId: integer('nested_questions_id'),
    unitType: text('unit_type').$type<Quantity>(),
    optional: boolean('optional').notNull().default(false),
    fieldType: text('field_type').$type<FieldType>(),
    requiredForCertification: boolean('required_for_certification').notNull().default(false),
    allowAddMore: boolean('allow_add_more').notNull().default(false),
    isMultiple: boolean('is_multiple').notNull().default(false),
    verticalTableLayout: boolean('vertical_table_layout').notNull().default(false),
    placeholder: text('placeholder'),
    guidance: jsonb('guidance').$type<Record<string, string>>().notNull().default({}),
    guidanceTourGroups: jsonb('guidance_tour_groups').$type<Record<string, string>>().notNull().default({}),
    guidanceOrgGroups: jsonb('guidance_org_groups').$type<Record<string, string>>().notNull().default({}),
    notes: boolean('notes').notNull().default(false),
    calculation: jsonb('calculation').$type<Calculation>(),
  },
  (t) => [
    index('questions_set_idx').on(t.questionSetId),
    index('questions_field_set_idx').on(t.fieldSetId),
    index('questions_parent_idx').on(t.parentQuestionId),
  ],
);

export const answerOptions = pgTable(
  'answer_options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    facilityAddedAnswer: boolean('facility_added_answer').notNull().default(false),
    preselected: boolean('preselected').notNull().default(false),
  },
  (t) => [index('answer_options_question_idx').on(t.questionId)],
);

// ---------------------------------------------------------------- answers

export const answerSets = pgTable(
  'answer_sets',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    /** Annual data sets carry their year; best-practice reviews have none. */
    year: integer('year'),
    complete: boolean('complete').notNull().default(false),
    /** Bumped by every save of answers: a patch names the version it was based on (no lost update). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('answer_sets_org_set_year_unique')
      .on(t.organisationId, t.questionSetId, t.year)
      .nullsNotDistinct(),
    index('answer_sets_question_set_idx').on(t.questionSetId),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    // No foreign key to questions on purpose: replacing a question set's content from a changed
    // fixture must never delete what organisations have answered.
    questionId: integer('question_id').notNull(),
    complete: boolean('complete').notNull().default(false),
    savelater: boolean('savelater').notNull().default(false),
    value: jsonb('value').$type<AnswerValue>(),
    unitSystem: text('unit_system').$type<UnitSystem>(),
    nestedValues: jsonb('nested_values').$type<Record<string, AnswerValue>>().notNull().default({}),
    facilityAddedAnswers: jsonb('facility_added_answers')
      .$type<FacilityAddedAnswer[]>()
      .notNull()
      .default([]),
    rows: jsonb('rows').$type<GridRow[]>().notNull().default([]),
    /** The answer set's version at which this answer last changed (0: never saved by a patch). */
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('answers_set_question_unique').on(t.answerSetId, t.questionId),
    index('answers_question_idx').on(t.questionId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** Rich text (HTML), sanitised before it is stored. */
    value: text('value').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_answer_idx').on(t.answerId, t.createdAt),
    index('notes_author_idx').on(t.authorUserId),
  ],
);

/**
 * Every change to an answer (docs/reviews.md#answer-history): written by the statement that saves the
 * answer, one row per answer whose content changed. `before`/`after` hold the answer's content as the
 * save's records carry it (snake_case keys); `before` is null for a first answer. The author is kept
 * by id only, so deleting an account leaves the change attributed to "a former member".
 */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: id(),
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The answer set's version the change made. */
    version: integer('version').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client that sent the save: its X-Client-Id header, else its User-Agent (cut to 200 characters). */
    client: text('client'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<StoredAnswerContent>(),
    after: jsonb('after').$type<StoredAnswerContent>().notNull(),
  },
  (t) => [
    index('answer_history_set_question_idx').on(t.answerSetId, t.questionId, t.id),
    index('answer_history_changed_by_idx').on(t.changedByUserId),
  ],
);

/** An answer's content as the history keeps it: the columns of `answers`, by their SQL names. */
export interface StoredAnswerContent {
  complete: boolean;
  savelater: boolean;
  value: AnswerValue | null;
  unit_system: UnitSystem | null;
  nested_values: Record<string, AnswerValue>;
  facility_added_answers: FacilityAddedAnswer[];
  rows: GridRow[];
}

/** What the seed last applied: a fingerprint of all fixtures, so an unchanged start skips the seed. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

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

// ---------------------------------------------------------------- notices

export type NoticeKind = 'document' | 'improvement' | 'maintenance' | 'certification' | 'announcement';

/**
 * What the programme provider announces to users (a new OnCourse document, new improvement content,
 * a maintenance notice): the helpdesk badge counts those a user has not opened. One row per source
 * (`kind`, `source_id`: the provider document, content item or maintenance notice), written when the
 * source is first stored; wording is copied so the list reads the same after the source changes.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    sourceId: integer('source_id').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    body: jsonb('body').$type<Translated>().notNull().default({}),
    /** App path the notice opens; null: the notice is read where it is listed. */
    link: text('link'),
    /** Null: shown to both organisation types. */
    organisationType: text('organisation_type').$type<OrganisationType>(),
    /** Null: every country. */
    countryId: integer('country_id').references(() => countries.id),
    /**
     * Null: everyone the type and country reach. Set: that person alone (a certification step that
     * needs them, docs/certification.md#messages-and-reminders), one row per reader of one source.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One notice per source for everyone it reaches, and one per source and person for a personal one.
    uniqueIndex('notices_kind_source_unique')
      .on(t.kind, t.sourceId)
      .where(sql`${t.userId} is null`),
    uniqueIndex('notices_kind_source_user_unique')
      .on(t.kind, t.sourceId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('notices_created_idx').on(t.createdAt),
    index('notices_user_idx').on(t.userId),
  ],
);

/** Which notices a user has opened. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] }), index('notice_reads_notice_idx').on(t.noticeId)],
);

// ---------------------------------------------------------------- programme figures

/**
 * What one answer set adds to the programme's figures (docs/programme-console.md#figures): a
 * review's progress, or an annual-data year's completeness and footprint, as the engine computed
 * them. Current while the answer set's version and the facts (written by the database, as
 * figures.repository.ts does) are those it was computed from: any save bumps the version, so the
 * next read recomputes exactly the sets that changed, whichever server saved them.
 */
export const figureSources = pgTable('figure_sources', {
  answerSetId: integer('answer_set_id')
    .primaryKey()
    .references(() => answerSets.id, { onDelete: 'cascade' }),
  /** The answer set's version the figures were computed from. */
  version: integer('version').notNull(),
  /** The organisation's facts and the rules' versions they were computed with, as one text. */
  facts: text('facts').notNull(),
  figures: jsonb('figures').$type<FigureSourceValues>().notNull(),
  computedAt: createdAt(),
});

/** A review's progress (percent) or a year's completeness and footprint, as the figures read them. */
export type FigureSourceValues =
  | { kind: 'review'; percent: number }
  | {
      kind: 'year';
      complete: boolean;
      /** No unanswered question would change it (docs/programme-console.md#figures). */
      final: boolean;
      market: { total: number; perHole: number | null };
      location: { total: number; perHole: number | null };
    };

// ---------------------------------------------------------------- benchmarks and targets

/**
 * What an annual-data year contributes to peer benchmarks, computed by the engine when it is first
 * needed after a change (docs/benchmarks-and-targets.md#computing): the answer set's version and
 * the organisation facts it was computed from tell whether it is still current, so saving answers
 * does no benchmark work at all.
 */
export const benchmarkSources = pgTable(
  'benchmark_sources',
  {
    answerSetId: integer('answer_set_id')
      .primaryKey()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The answer set's version the values were computed from. */
    version: integer('version').notNull(),
    /**
     * The organisation's country, units, area and holes and the rules' versions they were computed
     * with, as the database writes them (benchmarks.repository.ts findStaleYearSources).
     */
    facts: text('facts').notNull(),
    /** Only complete years count (the engine's progress at 100). */
    complete: boolean('complete').notNull(),
    countryCode: text('country_code'),
    /** UN M49 sub-region code of the country (fixtures/regions.json). */
    region: text('region'),
    sizeBand: text('size_band'),
    computedAt: createdAt(),
  },
  (t) => [
    index('benchmark_sources_year_idx').on(t.year, t.sizeBand),
    index('benchmark_sources_organisation_idx').on(t.organisationId),
  ],
);

/** One benchmarked figure of a year, per hole or per hectare, in metric units. */
export const benchmarkValues = pgTable(
  'benchmark_values',
  {
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => benchmarkSources.answerSetId, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    basis: text('basis').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.answerSetId, t.metric, t.basis] }),
    index('benchmark_values_metric_idx').on(t.metric, t.basis),
  ],
);

export type TargetKindName = 'percentage' | 'annualRate';

/** A reduction target an organisation set for its footprint or an annual metric (docs/benchmarks-and-targets.md#targets). */
export const reductionTargets = pgTable(
  'reduction_targets',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    kind: text('kind').$type<TargetKindName>().notNull(),
    baseYear: integer('base_year').notNull(),
    targetYear: integer('target_year').notNull(),
    percent: doublePrecision('percent').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('reduction_targets_organisation_metric_unique').on(t.organisationId, t.metric)],
);

// ---------------------------------------------------------------- certification (docs/certification.md)

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

export type CaseStateName =
  'desk-review' | 'returned' | 'verification' | 'decision' | 'certified' | 'not-certified' | 'withdrawn';

/** The version of each answer set a case was submitted with. */
export interface SubmittedAnswerSet {
  answerSetId: number;
  questionSetId: number;
  year: number | null;
  version: number;
}

export const certificationCases = pgTable(
  'certification_cases',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    state: text('state').$type<CaseStateName>().notNull(),
    /** Bumped by every change of state: an action names the version it was based on. */
    version: integer('version').notNull().default(1),
    reviewYear: integer('review_year').notNull(),
    submitted: jsonb('submitted').$type<SubmittedAnswerSet[]>().notNull(),
    verifierId: integer('verifier_id').references(() => verifiers.id, { onDelete: 'set null' }),
    renewsCaseId: integer('renews_case_id').references((): AnyPgColumn => certificationCases.id, {
      onDelete: 'set null',
    }),
    visitDate: date('visit_date', { mode: 'string' }),
    visitMode: text('visit_mode').$type<'on-site' | 'remote'>(),
    recommendation: text('recommendation').$type<'certify' | 'do-not-certify'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    validUntil: date('valid_until', { mode: 'string' }),
    reasons: text('reasons'),
    /** Printed on the certificate; anyone can check it on the verification page. */
    certificateCode: text('certificate_code').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certification_cases_organisation_idx').on(t.organisationId),
    index('certification_cases_state_idx').on(t.state, t.updatedAt),
    index('certification_cases_verifier_idx').on(t.verifierId),
    // The staff queue's default page: the cases under way, longest waiting first, read in order
    // (without it, every page joined all cases under way with their organisations and sorted them).
    index('certification_cases_queue_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} not in ('certified', 'not-certified', 'withdrawn')`),
    // The reminder job reads the certificates whose last day comes near.
    index('certification_cases_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.state} = 'certified'`),
    // One case under way per organisation, whatever two clicks at once try.
    uniqueIndex('certification_cases_one_open')
      .on(t.organisationId)
      .where(sql`${t.state} not in ('certified', 'not-certified', 'withdrawn')`),
  ],
);

/** Every change of a case's state and every staff note: the timeline. */
export const certificationEvents = pgTable(
  'certification_events',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state').$type<CaseStateName>(),
    toState: text('to_state').$type<CaseStateName>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** Seen by staff only, never by the club. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('certification_events_case_idx').on(t.caseId, t.id)],
);

export const certificationRequests = pgTable(
  'certification_requests',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    kind: text('kind').$type<'evidence' | 'clarification'>().notNull(),
    text: text('text').notNull(),
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_requests_case_idx').on(t.caseId)],
);

export const certificationReplies = pgTable(
  'certification_replies',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => certificationRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the case's verifier rather than the club. */
    byVerifier: boolean('by_verifier').notNull(),
    text: text('text').notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_replies_request_idx').on(t.requestId)],
);

export const certificationFindings = pgTable(
  'certification_findings',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    questionSetId: integer('question_set_id').notNull(),
    kind: text('kind').$type<'immediate' | 'continual'>().notNull(),
    text: text('text').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** The continual point of the renewed case this one carries. */
    carriesFindingId: integer('carries_finding_id').references((): AnyPgColumn => certificationFindings.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closingComment: text('closing_comment'),
    evidenceDocumentId: integer('evidence_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_findings_case_idx').on(t.caseId)],
);

export type CertificationTopic =
  | 'assigned'
  | 'request-opened'
  | 'club-replied'
  | 'verifier-replied'
  | 'report-ready'
  | 'certified'
  | 'not-certified'
  | 'returned'
  | 'expires-in-six-months'
  | 'expires-in-one-month'
  | 'expired';

/**
 * Every message a case's step or its certificate's calendar sent (docs/certification.md#messages-and-reminders):
 * the source of its notices. A reminder is sent once per case whichever server's job gets there
 * first: the partial unique index lets one insert in.
 */
export const certificationMessages = pgTable(
  'certification_messages',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => certificationCases.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<CertificationTopic>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('certification_messages_case_idx').on(t.caseId),
    uniqueIndex('certification_messages_once')
      .on(t.caseId, t.topic)
      .where(sql`${t.topic} in ('expires-in-six-months', 'expires-in-one-month', 'expired')`),
  ],
);

// ---------------------------------------------------------------- public recognition (docs/public-recognition.md)

/**
 * What a club shows of itself on the public pages, and the slug its profile and badge are found
 * by. Made when the organisation is first certified or first saves these settings; the slug never
 * changes after (a badge on another site keeps working when the club is renamed).
 */
export const publicProfiles = pgTable('public_profiles', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  showFootprint: boolean('show_footprint').notNull().default(false),
  showHighlights: boolean('show_highlights').notNull().default(false),
  /** Listed as "in process of certification" while a case is under way. */
  showInProcess: boolean('show_in_process').notNull().default(false),
  /** The club's short highlights text per language code. */
  highlights: jsonb('highlights').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- programme console (docs/programme-console.md)

/**
 * A notice programme staff write: its wording per language (English required) and, once published,
 * its audience. Publishing records it in `notices` (kind `announcement`), which is what users read.
 */
export const announcements = pgTable('announcements', {
  id: id(),
  title: jsonb('title').$type<Translated>().notNull(),
  body: jsonb('body').$type<Translated>().notNull().default({}),
  /** Null: both organisation types. */
  organisationType: text('organisation_type').$type<OrganisationType>(),
  /** Null: every country. */
  countryId: integer('country_id').references(() => countries.id),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff replies to a helpdesk message, kept with it; each was e-mailed to the sender. */
export const helpdeskReplies = pgTable(
  'helpdesk_replies',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => helpdeskMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('helpdesk_replies_message_idx').on(t.messageId)],
);

/** Every programme staff action of the console: who, what, on which row, and the row before and after. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt),
    index('staff_actions_user_idx').on(t.userId, t.createdAt),
    index('staff_actions_kind_idx').on(t.kind, t.createdAt),
  ],
);
