// Maintenance notices, announcements and the staff's actions, owned by the console module.
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OrganisationType } from '@oncourse/engine';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import type { Translated } from './content.ts';
import { countries } from './reference.ts';

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
