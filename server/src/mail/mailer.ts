import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mails in the mail_outbox table. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The little a mailer needs from a logger (pino and Fastify's logger fit). */
export interface MailLog {
  info(details: object, message: string): void;
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

/** The links in a mail's text, so a developer without SMTP can follow registration and reset links from the log. */
export function linksIn(text: string): string[] {
  return text.match(linkPattern) ?? [];
}

/**
 * Sends mail through SMTP_URL with nodemailer, or, when it is unset, keeps each mail in the
 * outbox table and logs the links it contains (development and tests).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  log: MailLog = { info: () => undefined },
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      log.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text) },
        'Mail kept in the outbox (SMTP_URL is not set)',
      );
    },
    close: () => undefined,
  };
}
