// A local SMTP server that keeps every message it receives, so tests can open e-mailed links
// exactly as a person would. Listens on loopback only.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to `address` received after `since` messages (polls up to `timeoutMs`). */
  waitFor(address: string, options?: { since?: number; timeoutMs?: number }): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Decodes quoted-printable soft line breaks and escapes so links can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link in a message whose path starts with `pathPrefix`. */
export function linkIn(mail: CapturedMail, pathPrefix: string): URL {
  const text = decodeQuotedPrintable(mail.raw);
  const links = text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((href) => new URL(href.replace(/&amp;/g, '&'))).find((url) => url.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the e-mail:\n${text.slice(0, 2000)}`);
  return link;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, { since = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(since).find((mail) => mail.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
