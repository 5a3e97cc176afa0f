// Helpdesk messages and replies and the notices users read, owned by the helpdesk module and the
// console's inbox.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrganisationType } from '@oncourse/engine';
import { organisations, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import type { Translated } from './content.ts';
import { countries } from './reference.ts';

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
