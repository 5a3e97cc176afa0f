// The organisations' documents and the programme's, owned by the documents module.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrganisationType } from '@oncourse/engine';
import { organisations, storedFiles, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { countries, languages } from './reference.ts';

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
