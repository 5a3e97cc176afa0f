// Reference data (countries, languages, the strings and the content's translations), owned by the
// reference and translations modules, and the seed's own state.
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** What the seed last applied: a fingerprint of all fixtures, so an unchanged start skips the seed. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
