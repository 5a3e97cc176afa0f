// Mail that is never lost: what a user does succeeds while the mail server is down, and the mail
// goes out once it is back.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { registrationPayload } from '../test/accounts.ts';
import { useTestApp } from '../test/harness.ts';

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const smtpPort = await freePort();

describe('mail while the SMTP server is down', () => {
  const t = useTestApp('pglite', { config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` } });
  const received: string[] = [];
  let smtp: SMTPServer | null = null;
  afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('accepts the registration at once and sends its link when the server is back', async () => {
    const payload = registrationPayload();
    const response = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      payload,
    });
    expect(response.statusCode).toBe(200);

    const outbox = () => t.current.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, payload.email));
    await t.current.mailer.flush();
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', sentAt: null });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(1);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(`${session.envelope.rcptTo.map((r) => r.address).join(',')}\n${data}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
    // The retry falls due (as the backoff would make it), and the worker's next round delivers it.
    await t.current.db.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.to, payload.email));
    await t.current.mailer.flush();

    expect(await outbox()).toEqual([expect.objectContaining({ status: 'sent' })]);
    const mail = received.find((entry) => entry.startsWith(payload.email));
    // Quoted-printable on the wire: '=' travels as '=3D'.
    // Quoted-printable on the wire: soft line breaks ('=' at a line end) and '=' as '=3D'.
    const decoded = mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain('/complete-registration?token=');
  });
});
