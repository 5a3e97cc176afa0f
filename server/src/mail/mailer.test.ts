import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { createMailer, linksIn } from './mailer.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase('pglite', 'migrated');
});
afterAll(async () => {
  await handle.close();
});

const message = {
  to: 'greenkeeper@example.org',
  subject: 'Complete your registration',
  text: 'Welcome!\nFinish here: http://localhost:3000/complete-registration?token=abc123&lang=de\nThanks.',
  html: '<p>Welcome!</p>',
};

describe('mailer without SMTP_URL', () => {
  it('keeps the mail in the outbox table and logs its links', async () => {
    const logged: { details: object; message: string }[] = [];
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'OnCourse <no-reply@oncourse.local>' },
      handle.db,
      {
        info: (details, text) => logged.push({ details, message: text }),
        error: () => undefined,
      },
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: null,
      status: 'kept',
    });
    expect(logged).toEqual([
      {
        details: {
          to: message.to,
          subject: message.subject,
          links: ['http://localhost:3000/complete-registration?token=abc123&lang=de'],
        },
        message: 'Mail kept in the outbox (SMTP_URL is not set)',
      },
    ]);
  });
});

describe('mailer with SMTP_URL', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  /** Replies the next RCPT TO with this SMTP code instead of accepting it. */
  let refuseRecipientWith: number | null = null;
  let server: SMTPServer;
  let port = 0;

  const startSmtp = async (listenOn = 0) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Closing waits for clients to leave; a refused client may linger, so do not wait long.
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (refuseRecipientWith === null) return callback();
        const error = Object.assign(new Error(`No such mailbox ${address.address}`), {
          responseCode: refuseRecipientWith,
        });
        return callback(error);
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  const stopSmtp = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const statusOf = async (to: string) =>
    (await handle.db.select().from(mailOutbox)).filter((row) => row.to === to);

  beforeAll(() => startSmtp());
  afterAll(() => stopSmtp());

  it('queues the mail in the outbox and delivers it through the SMTP server with MAIL_FROM', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'OnCourse <no-reply@oncourse.test>' },
      handle.db,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    await mailer.flush();
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@oncourse.test');
    expect(received[0]!.to).toEqual([message.to]);
    expect(received[0]!.data).toContain('Subject: Complete your registration');
    expect(received[0]!.data).toContain('abc123');
    expect(await statusOf(message.to)).toContainEqual(
      expect.objectContaining({ status: 'sent', attempts: 1, sentAt: expect.any(Date) }),
    );
  });

  it('takes the mail while the SMTP server is down and sends it once the server is back', async () => {
    await stopSmtp();
    const downPort = port;
    const to = 'while-down@example.org';
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${downPort}`, mailFrom: 'a@oncourse.test' },
      handle.db,
    );
    try {
      // The caller is not held up nor refused: the mail is safe in the outbox.
      await mailer.send({ ...message, to });
      await mailer.flush();
      const [waiting] = await statusOf(to);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      await startSmtp(downPort);
      // Its retry falls due (as time would make it), and the next round delivers it.
      await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
      await mailer.flush();
      expect(await statusOf(to)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
      expect(received.some((mail) => mail.to.includes(to))).toBe(true);
    } finally {
      await mailer.close();
    }
  });

  it('gives a mail up, with the reason logged, when the server refuses it for good', async () => {
    const errors: { details: object; message: string }[] = [];
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'a@oncourse.test' },
      handle.db,
      {
        info: () => undefined,
        error: (details, text) => errors.push({ details, message: text }),
      },
    );
    const to = 'nobody-here@example.org';
    refuseRecipientWith = 550;
    try {
      await mailer.send({ ...message, to });
      await mailer.flush();
    } finally {
      refuseRecipientWith = null;
      await mailer.close();
    }
    const [given] = await statusOf(to);
    expect(given).toMatchObject({ status: 'failed', attempts: 1 });
    expect(given!.lastError).toContain('No such mailbox');
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'A mail could not be delivered and was given up',
        details: expect.objectContaining({ to, reason: expect.stringContaining('No such mailbox') }),
      }),
    ]);
  });
});

describe('linksIn', () => {
  it('finds http and https links and stops at whitespace and closing brackets', () => {
    expect(linksIn('a https://x.org/a?b=1 (see http://y.org/z) done')).toEqual([
      'https://x.org/a?b=1',
      'http://y.org/z',
    ]);
    expect(linksIn('no links')).toEqual([]);
  });
});
