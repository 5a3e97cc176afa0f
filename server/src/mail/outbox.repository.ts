// The rows of mail_outbox the worker reads and moves on: each mail is written there in the
// transaction of what caused it (mailer.ts), then taken, sent and marked here.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';

/**
 * Writes a mail into the outbox, in `executor`'s transaction when it is one: 'pending' for the
 * worker to send, 'kept' where no mail server is set.
 */
export async function insertMail(
  executor: Executor,
  message: MailMessage,
  status: 'pending' | 'kept',
): Promise<void> {
  await executor.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    status,
  });
}

export interface DueMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/**
 * Takes up to `limit` pending mails that are due, oldest first, and moves each `leaseMs` ahead so no
 * other worker takes it meanwhile (FOR UPDATE SKIP LOCKED: workers on one database never wait on
 * each other's mails).
 */
export function takeDueMails(db: Database, limit: number, leaseMs: number): Promise<DueMail[]> {
  return queryRows<DueMail>(
    db,
    sql`update mail_outbox set next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= now()
          order by id
          limit ${limit}
          for update skip locked
        )
        returning id, "to", subject, text, html, attempts`,
  );
}

/** Marks a mail sent. */
export async function markSent(db: Database, id: number): Promise<void> {
  await db.execute(sql`
    update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null
    where id = ${id}`);
}

/** Marks a mail given up after `attempts`, with the last failure's reason. */
export async function markFailed(db: Database, id: number, attempts: number, reason: string): Promise<void> {
  await db.execute(sql`
    update mail_outbox set status = 'failed', attempts = ${attempts}, last_error = ${reason}
    where id = ${id}`);
}

/** Counts a failed attempt and sets the next one `delayMs` from now. */
export async function scheduleRetry(
  db: Database,
  id: number,
  attempts: number,
  reason: string,
  delayMs: number,
): Promise<void> {
  await db.execute(sql`
    update mail_outbox
    set attempts = ${attempts}, last_error = ${reason},
        next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval
    where id = ${id}`);
}

/** How many mails wait to be sent (for the operators' metrics). */
export async function countPendingMails(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
  );
  return Number(row?.n ?? 0);
}
