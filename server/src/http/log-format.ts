// A person reading `npm start` in a terminal wants one readable line per event; a log collector
// (systemd, Docker, a file) wants pino's JSON, one object per line. The choice follows whether
// stdout is a terminal (docs/security-operations.md#logs).
import type { Writable } from 'node:stream';
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { LogLevel } from '../config.ts';
import { serializeRequest } from './log-redaction.ts';

export interface LogFormatOptions {
  /** Whether the log goes to a person's terminal; defaults to whether stdout is one. */
  terminal?: boolean;
  /** Where lines go (tests); defaults to stdout. */
  destination?: Writable;
}

/** Fastify's logger options: readable lines for a terminal, JSON lines for anything else. */
export function loggerOptions(
  level: LogLevel,
  options: LogFormatOptions = {},
): FastifyServerOptions['logger'] {
  const terminal = options.terminal ?? process.stdout.isTTY === true;
  const base: FastifyLoggerOptions = { level, serializers: { req: serializeRequest } };
  if (terminal) {
    const stream = pretty({
      colorize: options.destination ? false : true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      ...(options.destination ? { destination: options.destination } : {}),
    });
    return { ...base, stream };
  }
  return options.destination ? { ...base, stream: options.destination } : base;
}
