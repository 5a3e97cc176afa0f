// Public profiles (docs/public-recognition.md), owned by the public-profile module.
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { organisations } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

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
