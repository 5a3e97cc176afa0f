import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import type { MailMessage } from './mail-message.ts';
import { insertMail } from './outbox.repository.ts';
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from './outbox-worker.ts';

export type { MailMessage };
/** How many mails wait to be sent (the operators' metrics). */
export { countPendingMails } from './outbox.repository.ts';

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' keeps mails in the mail_outbox table. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Queues a mail in the outbox, in the caller's transaction when it passes one, so the mail
   * exists exactly when what caused it does. With SMTP the outbox worker delivers it (retrying
   * while the mail server is down); the caller never waits for the mail server.
   */
  send(message: MailMessage, executor?: Executor): Promise<void>;
  /** Sends what is due now (tests, and a last round before shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The little a mailer needs from a logger (pino and Fastify's logger fit). */
export type MailLog = OutboxLog;

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

/** The links in a mail's text, so a developer without SMTP can follow registration and reset links from the log. */
export function linksIn(text: string): string[] {
  return text.match(linkPattern) ?? [];
}

const silent: MailLog = { info: () => undefined, error: () => undefined };

/**
 * Every mail goes to the outbox table first. With SMTP_URL a worker delivers it from there with
 * nodemailer; without it the mail is kept (status 'kept') and its links are logged (development
 * and tests).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  log: MailLog = silent,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const worker: OutboxWorker = startOutboxWorker({ db, transport, from: config.mailFrom, log });
    return {
      kind: 'smtp',
      async send(message, executor = db) {
        await insertMail(executor, message, 'pending');
        worker.kick();
      },
      flush: async () => {
        await worker.deliverDue();
      },
      close: async () => {
        await worker.stop();
        transport.close();
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message, executor = db) {
      await insertMail(executor, message, 'kept');
      log.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text) },
        'Mail kept in the outbox (SMTP_URL is not set)',
      );
    },
    flush: async () => undefined,
    close: async () => undefined,
  };
}
