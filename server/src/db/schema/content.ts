// Improvement content, tiles and their pictures and logos, owned by the content and content-editing
// modules.
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrganisationType } from '@oncourse/engine';
import { storedFiles, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

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
