// Requests Node's HTTP parser refuses, sent over a raw socket (inject() never reaches the parser):
// the answer is still the catalogue's error shape with the security headers.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends `request` as bytes and reads the whole answer until the server closes the connection. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written: that is its answer.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
    socket.write(request);
  });
}

const expectCatalogueAnswer = (answer: RawAnswer, status: number, code: string) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.body).toMatchObject({ ok: false, status, data: { code, number: expect.any(Number) } });
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['cache-control']).toBe('no-store');
};

describe('requests the HTTP parser refuses', () => {
  const t = useTestApp('pglite', { seed: false });
  let port = 0;
  beforeAll(async () => {
    await t.current.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.current.app.server.address() as AddressInfo).port;
  });

  it('answers headers over the limit with 431 in the catalogue shape and the security headers', async () => {
    // Node's default limit is 16 KiB for the request line and headers together.
    const answer = await sendRaw(
      port,
      `GET /api/healthcheck HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectCatalogueAnswer(answer, 431, 'ABOVE_MAX_VALUE');
  });

  it('answers a request line over the limit with 431', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/${'x'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectCatalogueAnswer(answer, 431, 'ABOVE_MAX_VALUE');
  });

  it('answers a malformed request with 400 in the catalogue shape and the security headers', async () => {
    const answer = await sendRaw(port, 'THIS IS NOT HTTP\r\n\r\n');
    expectCatalogueAnswer(answer, 400, 'INCORRECT_FORMAT');
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/healthcheck HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
