import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { mailOutbox } from '../db/schema.ts';
import { openTestDatabase } from '../test/harness.ts';
import { createMailer, linksIn } from './mailer.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase('pglite');
  await migrate(handle);
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
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server with MAIL_FROM and does not touch the outbox', async () => {
    const before = (await handle.db.select().from(mailOutbox)).length;
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'OnCourse <no-reply@oncourse.test>' },
      handle.db,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@oncourse.test');
    expect(received[0]!.to).toEqual([message.to]);
    expect(received[0]!.data).toContain('Subject: Complete your registration');
    expect(received[0]!.data).toContain('abc123');
    expect((await handle.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('fails loudly when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.c' }, handle.db);
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
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
