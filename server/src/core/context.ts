// What services are given and return, below the HTTP layer: the application's context (database,
// configuration, mailer, storage, logger), the organisation access the wiring checked, uploaded
// files and binary results. Services and storage import these from here, never from http/, so
// they know nothing of Fastify; the HTTP layer turns their results into headers and bodies.
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { ExportPool } from '../workers/export-pool.ts';
import type { OrganisationAccess } from './organisation-access.ts';

export type { OrganisationAccess };
export type { ProgrammeAccess, ProgrammeActor } from './programme-access.ts';

type LogFn = {
  (obj: object, message?: string): void;
  (message: string): void;
};

/** The structured logger services write to (Fastify's pino logger satisfies it). */
export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** What every service may use besides its arguments: the database, configuration, mailer and file storage. */
export interface AppContext {
  db: Database;
  dbKind: DatabaseKind;
  config: Config;
  mailer: Mailer;
  /** Where uploaded bytes live (stored_files.storage_key); see storage/stored-files.ts. */
  storage: FileStorage;
  log: Logger;
  /** Worker threads that render reports, so a PDF never holds up the event loop (workers/pool.ts). */
  exports: ExportPool;
}

/**
 * What services that only read and compute are given: the database alone, so the report worker
 * can run them on its own connection (modules/insights/export.tasks.ts).
 */
export type DataContext = Pick<AppContext, 'db'>;

/** One file of a multipart request, fully read into memory (bounded by UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** As the client declared it; check the bytes (file-type) before trusting it. */
  mimetype: string;
  data: Buffer;
}

/** What a service of a binary operation (image, download) returns instead of data. */
export interface BinaryResult {
  contentType: string;
  /** The bytes, or a stream of them for a download too large to hold (the organisation archive). */
  body: Buffer | Uint8Array | Readable;
  /** Sent as the `content-filename` header and in Content-Disposition. */
  filename?: string;
  /** Content-Disposition: inline (images, default) or attachment (downloads). */
  disposition?: 'inline' | 'attachment';
  /** Sent as Cache-Control: how long browsers and proxies may keep the bytes. */
  cacheControl?: string;
  /** Sent as the ETag header (quoted by the HTTP layer): the bytes' fingerprint. */
  etag?: string;
}

/** A cookie the HTTP layer sets on the answer (Set-Cookie), or clears when `value` is null. */
export interface ResponseCookie {
  name: string;
  /** null clears the cookie; the path and flags must match the ones it was set with, or browsers keep it. */
  value: string | null;
  path: string;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax' | 'none';
  secure: boolean;
  /** Seconds the browser keeps it; omitted for a cookie that ends with the browser session. */
  maxAge?: number;
}

/** A service's data together with the cookies its answer sets or clears (the HTTP layer writes them). */
export class WithCookies<T> {
  constructor(
    readonly data: T,
    readonly cookies: readonly ResponseCookie[],
  ) {}
}
