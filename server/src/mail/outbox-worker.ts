// Delivers the outbox: every mail is first written to mail_outbox (in the transaction of what
// caused it), and this worker sends what is due through SMTP, retrying with backoff, so a user's
// request never depends on the mail server being up at that moment.
import type { Database } from '../db/client.ts';
import type { MailMessage } from './mail-message.ts';
import * as outbox from './outbox.repository.ts';

/** How the worker reaches the mail server; nodemailer's transport fits. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
}

export interface OutboxLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: OutboxLog;
  /** How often to look for due mails when nobody kicks the worker (ms). */
  pollMs?: number;
  /** Mails taken per round. */
  batchSize?: number;
}

/** Tries before a mail is given up (about a day of backoff). */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 4 * 60 * 60_000;
/** A taken mail is not taken again for this long, so a worker that dies mid-send only delays it. */
const LEASE_MS = 5 * 60_000;

/** The wait before retry number `attempts` (1-based): 30 s doubling, at most 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Whether an SMTP failure will never succeed by waiting: the server refused for good (a 5xx reply
 * such as an unknown recipient). Connection failures and 4xx replies are worth retrying.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface OutboxWorker {
  /** Looks for due mail soon (a mail was just queued). */
  kick(): void;
  /** Sends everything due now; resolves when the round is done (tests and shutdown). */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the worker. Several servers may run one each on the same database: a round takes its
 * mails with FOR UPDATE SKIP LOCKED and moves them a lease ahead, so no mail goes out twice
 * while its sender lives.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;

  const take = () => outbox.takeDueMails(db, batchSize, LEASE_MS);

  const deliver = async (mail: outbox.DueMail) => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await outbox.markSent(db, mail.id);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentFailure(error) || attempts >= MAX_ATTEMPTS) {
        await outbox.markFailed(db, mail.id, attempts, reason);
        log.error(
          { mailId: mail.id, to: mail.to, subject: mail.subject, attempts, reason },
          'A mail could not be delivered and was given up',
        );
        return;
      }
      await outbox.scheduleRetry(db, mail.id, attempts, reason, retryDelayMs(attempts));
      log.info({ mailId: mail.id, attempts, reason }, 'Sending a mail failed; it will be retried');
    }
  };

  const runRound = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const due = await take();
      for (const mail of due) await deliver(mail);
      sent += due.length;
      if (due.length < batchSize || stopped) return sent;
    }
  };

  // One round at a time: a kick during a round waits for it, then looks again.
  const deliverDue = (): Promise<number> => {
    const next = (round ?? Promise.resolve(0)).then(runRound, runRound);
    round = next.catch((error: unknown) => {
      log.error({ err: error }, 'The mail outbox could not be read');
      return 0;
    });
    return next;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void deliverDue()
        .catch(() => 0)
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return {
    // A little later than at once: the mail was queued in a transaction that may not have committed yet.
    kick: () => schedule(20),
    deliverDue,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round?.catch(() => undefined);
    },
  };
}
