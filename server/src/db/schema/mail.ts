// The mail outbox, owned by mail/.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

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
