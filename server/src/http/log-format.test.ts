// The terminal log a person reads when starting the server by hand, and the JSON a collector reads.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, type LogFormatOptions } from './log-format.ts';

/** Logs one request and one message through an app built with these options; the lines written. */
async function logLines(options: LogFormatOptions): Promise<string[]> {
  const destination = new PassThrough();
  let text = '';
  destination.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const app = Fastify({ logger: loggerOptions('info', { ...options, destination }) });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/ping?token=s3cret' });
  app.log.info({ database: 'pglite' }, 'OnCourse is running');
  await app.close();
  // pino-pretty writes asynchronously: give it a turn to flush.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return text.split('\n').filter((line) => line !== '');
}

describe('log format', () => {
  it('writes readable lines, not JSON, to a terminal', async () => {
    const lines = await logLines({ terminal: true });
    const running = lines.find((line) => line.includes('OnCourse is running'));
    expect(running).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: OnCourse is running/);
    expect(() => JSON.parse(running ?? '')).toThrow();
    // The request's secret stays redacted in the readable form too.
    expect(lines.join('\n')).toContain('token=[redacted]');
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('writes one JSON object per line anywhere else', async () => {
    const lines = await logLines({ terminal: false });
    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; level?: number });
    expect(parsed.find((line) => line.msg === 'OnCourse is running')).toMatchObject({ level: 30 });
  });
});
