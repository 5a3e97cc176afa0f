// Memberships and the access types they grant, owned by the team module.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Schemas } from '@oncourse/openapi';
import { organisations, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export type AccessTypeName = Schemas['AccessType'];

export type InviteStatus = 'invited' | 'joined';

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
