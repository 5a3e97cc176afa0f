// Test helpers for the account flows: users are made through the real registration (register →
// read the link from the outbox → complete → sign in), each flow from its own client address so
// the per-IP rate limits of the contract never trip a test that is not about them.
import { deflateSync, crc32 } from 'node:zlib';
import { desc, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Schemas } from '@oncourse/openapi';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

let addressCounter = 0;

/** A client address nobody else in this test process uses (for `inject({ remoteAddress })`). */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * Calls as a user of `t`'s app, each from a client address of its own; `body.headers` add to the
 * bearer header.
 */
export function requestsAs(t: { current: TestApp }) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    asUser: number,
    body?: { payload: Buffer | object; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse> =>
    t.current.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { ...(await t.current.authHeader(asUser)), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
}

let emailCounter = 0;

/** A unique e-mail address. */
export function freshEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now().toString(36)}@example.test`;
}

export const goodPassword = 'Green fairway 18';

export interface MailRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Mails in the outbox for an address, newest first. */
export async function mailsTo(db: Database, to: string): Promise<MailRow[]> {
  return db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.id));
}

/** Waits until the address has at least `count` mails (some are sent in the background) and returns them, newest first. */
export async function waitForMails(
  db: Database,
  to: string,
  count = 1,
  timeoutMs = 5000,
): Promise<MailRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The `token` query parameter of the first app link in a mail's text. */
export function tokenIn(text: string): string {
  const link = /https?:\/\/\S+token=[^\s&]+\S*/.exec(text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No token link in mail:\n${text}`);
  return token;
}

export type RegistrationFields = Partial<Schemas['RegistrationPayload']>;

export function registrationPayload(fields: RegistrationFields = {}): Schemas['RegistrationPayload'] {
  return {
    first_name: 'Alex',
    last_name: 'Greenkeeper',
    email: freshEmail(),
    language: 'en',
    status: 'management',
    hear_about_us: null,
    allow_correspondence: false,
    email_notifications: false,
    introductory_tour: false,
    measurement_unit: 'metric',
    ...fields,
  };
}

export interface SignedInUser {
  id: number;
  email: string;
  password: string;
  ip: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
  user: Schemas['User'];
}

/** JSON body of an injected response. */
export function json<T = { ok: boolean; status: number; data: Record<string, unknown> }>(
  response: LightMyRequestResponse,
): T {
  return response.json<T>();
}

/** Registers, completes and signs in a new user through the real endpoints. */
export async function registerAndSignIn(
  t: TestApp,
  fields: RegistrationFields = {},
  password = goodPassword,
): Promise<SignedInUser> {
  const ip = freshIp();
  const payload = registrationPayload(fields);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/registration/new-registration',
    payload,
    remoteAddress: ip,
  });
  if (registered.statusCode !== 200) throw new Error(`Registration failed: ${registered.body}`);
  const [mail] = await waitForMails(t.db.db, payload.email);
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/registration/complete-registration',
    payload: { token: tokenIn(mail!.text), password },
    remoteAddress: ip,
  });
  if (completed.statusCode !== 200) throw new Error(`Completing the registration failed: ${completed.body}`);
  return signIn(t, payload.email, password, ip);
}

/** Signs in and returns the tokens and user. */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  ip = freshIp(),
): Promise<SignedInUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email_address: email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  const { data } = json<{ data: Schemas['LoginResult'] }>(response);
  return {
    id: data.user.id,
    email,
    password,
    ip,
    accessToken: data.accessToken,
    refreshToken: data.refresh_token,
    headers: { authorization: `Bearer ${data.accessToken}` },
    user: data.user,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real, decodable PNG of the given size (solid green), for upload tests. */
export function pngImage(width = 2, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x4c, 0xa4, 0x71]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG/JFIF file (what content sniffing looks at), padded to `size` bytes. */
export function jpegImage(size = 256): Buffer {
  const start = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([
    start,
    Buffer.alloc(Math.max(0, size - start.length - 2)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----oncourse${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
