// Two servers of this checkout behind a round-robin proxy, on one PostgreSQL database and one
// S3-compatible object store (s3rver): what a load-balanced deployment does, run end to end.
// Needs PostgreSQL (TEST_DATABASE_URL, which CI sets); skipped with a message without it.
// s3rver ships no types; the server's declaration of it is a script, which only a reference can bring in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../server/src/storage/s3rver.d.ts" />
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { builtServerArgs, dropDatabase } from '@oncourse/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const migrationCount = (
  JSON.parse(readFileSync(join(repoRoot, 'server/drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;
const bucket = 'oncourse-scale';
const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const NATURE = 1;
const HECTARES = 10006;
const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% document ${n}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

interface Backend {
  name: string;
  port: number;
  child: ChildProcess;
  log: () => string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs the built server (as npm start does, without the app build) with the given settings. */
async function spawnServer(name: string, env: Record<string, string>): Promise<Backend> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `oncourse-scale-${name}-`));
  let output = '';
  const child = spawn(process.execPath, await builtServerArgs('main'), {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', () => void rm(dataDir, { recursive: true, force: true }));
  return { name, port, child, log: () => output };
}

async function waitUntilReady(backend: Backend, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (backend.child.exitCode !== null)
      throw new Error(`server ${backend.name} exited with ${backend.child.exitCode}:\n${backend.log()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${backend.port}/api/readiness`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server ${backend.name} was not ready within ${timeoutMs} ms:\n${backend.log()}`);
}

/**
 * A load balancer in miniature: each request goes to the next server in turn; one that refuses the
 * connection (it has gone) is skipped, as a balancer's health check would. Marks which server answered.
 */
async function startProxy(
  backends: Backend[],
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  let turn = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const backend = backends[turn++ % backends.length]!;
        const upstream = httpRequest(
          {
            host: '127.0.0.1',
            port: backend.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries < backends.length && !res.headersSent)
            attempt(tries + 1);
          else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `OnCourse is running` line a server logs at start (pino JSON). */
function startLine(backend: Backend): { migrationsApplied: number; seedApplied: boolean } {
  const line = backend
    .log()
    .split('\n')
    .find((candidate) => candidate.includes('OnCourse is running'));
  if (!line) throw new Error(`server ${backend.name} logged no start line:\n${backend.log()}`);
  return JSON.parse(line) as { migrationsApplied: number; seedApplied: boolean };
}

describe.skipIf(!adminUrl)(
  'two servers behind a load balancer on one PostgreSQL and one object store' +
    (adminUrl ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL database to run it)'),
  () => {
    const databaseName = `oncourse_scale_${randomBytes(4).toString('hex')}`;
    let databaseUrl = '';
    let s3Folder = '';
    let s3: S3rver;
    let s3Endpoint = '';
    let smtp: SmtpCapture;
    let servers: Backend[] = [];
    let proxy: { url: string; close: () => Promise<void> };
    let account: FacilityAccount;
    let token = '';

    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${proxy.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        response,
        servedBy: response.headers.get('x-served-by'),
        data: ((await response.json()) as { data: unknown }).data,
      };
    };
    const upload = async (n: number) => {
      const form = new FormData();
      form.set('name', `Licence ${n}`);
      form.set('section', 'WATER');
      form.set('description', `Document ${n}`);
      form.set('file', new Blob([pdf(n)], { type: 'application/pdf' }), `licence-${n}.pdf`);
      return fetch(`${proxy.url}/api/organisation/${account.organisationId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${databaseName}"`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();

      s3Folder = await mkdtemp(join(tmpdir(), 'oncourse-scale-s3-'));
      s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder });
      s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
      const s3Admin = new S3Client({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: s3Credentials,
      });
      await s3Admin.send(new CreateBucketCommand({ Bucket: bucket }));
      s3Admin.destroy();
      smtp = await startSmtpCapture();

      const proxyPort = await freePort();
      const env = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'the-same-secret-on-every-server-0123456789',
        APP_URL: `http://127.0.0.1:${proxyPort}`,
        SMTP_URL: smtp.url,
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
        TRUST_PROXY: '127.0.0.1',
      };
      // Both at the same moment, on the empty database.
      servers = await Promise.all([spawnServer('a', env), spawnServer('b', env)]);
      await Promise.all(servers.map((server) => waitUntilReady(server, 90_000)));
      proxy = await startProxy(servers, proxyPort);
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await proxy?.close();
      await smtp?.close();
      await s3?.close();
      if (s3Folder) await rm(s3Folder, { recursive: true, force: true });
      await dropDatabase(adminUrl!, databaseName);
    });

    it('migrates and seeds once when both start together on an empty database', async () => {
      const starts = servers.map(startLine);
      expect(starts.map((start) => start.migrationsApplied).sort()).toEqual([0, migrationCount]);
      expect(starts.map((start) => start.seedApplied).sort()).toEqual([false, true]);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]?.n).toBe(migrationCount);
      } finally {
        await db.end();
      }
    });

    it('registers, signs in, creates a facility, saves a review and shares documents across both servers', async () => {
      const email = `scale.${Date.now().toString(36)}@example.test`;
      account = await createFacilityAccount(proxy.url, email, async (address) =>
        linkIn(await smtp.waitFor(address), '/'),
      );
      const login = await call('POST', '/api/auth/login', {
        email_address: email,
        password: account.password,
      });
      expect(login.response.status).toBe(200);
      token = (login.data as { accessToken: string }).accessToken;

      const created = await call(
        'POST',
        `/api/reviews/answers/question/${NATURE}/organisation/${account.organisationId}/new`,
        {
          year: null,
        },
      );
      expect(created.response.status).toBe(200);
      const set = created.data as { id: number };
      const saved = await call(
        'PATCH',
        `/api/reviews/answers/${set.id}/organisation/${account.organisationId}`,
        {
          baseVersion: 0,
          answers: {
            [HECTARES]: {
              complete: true,
              savelater: false,
              value: 40,
              unitMeasurementType: 'metric',
              nestedValues: {},
              facilityAddedAnswers: [],
              rows: [],
            },
          },
        },
      );
      expect(saved.response.status).toBe(200);
      const read = await call(
        'GET',
        `/api/reviews/answers/question/${NATURE}/organisation/${account.organisationId}`,
      );
      expect(read.servedBy).not.toBe(saved.servedBy);
      expect(read.data).toMatchObject({
        version: 1,
        answers: { [HECTARES]: { value: 40, complete: true } },
      });

      const uploaded = await upload(0);
      expect(uploaded.status).toBe(200);
      const documentId = ((await uploaded.json()) as { data: { id: number } }).data.id;
      const download = await fetch(`${proxy.url}/api/organisation/document/${documentId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      // The other server answers with the bytes the first stored: they live in the bucket, not on its disk.
      expect(download.headers.get('x-served-by')).not.toBe(uploaded.headers.get('x-served-by'));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf(0));
      const s3Admin = new S3Client({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: s3Credentials,
      });
      const listed = await s3Admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      s3Admin.destroy();
      expect(listed.KeyCount).toBe(1);
    });

    it('refuses the sixth wrong password at the same count as one server, whichever server answers', async () => {
      const answers: { status: number; servedBy: string | null }[] = [];
      for (let i = 0; i < 6; i += 1) {
        const attempt = await call('POST', '/api/auth/login', {
          email_address: account.email,
          password: `wrong ${i}`,
        });
        answers.push({ status: attempt.response.status, servedBy: attempt.servedBy });
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    });

    it('loses no acknowledged write when a server is killed mid-run, and the other keeps serving', async () => {
      const acknowledged: number[] = [];
      const failed: number[] = [];
      for (let n = 1; n <= 10; n += 1) {
        const pending = upload(n);
        // SIGKILL while a request is on its way: no shutdown, no flushing.
        if (n === 4) servers[0]!.child.kill('SIGKILL');
        const response = await pending.catch(() => null);
        if (response?.status === 200)
          acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        else failed.push(n);
      }
      // At most the request in flight at the kill is lost; every later one is served by the survivor.
      expect(failed.length).toBeLessThanOrEqual(1);
      expect(failed.every((n) => n === 4)).toBe(true);
      const listing = await call('GET', `/api/organisation/${account.organisationId}/documents`);
      expect(listing.response.status).toBe(200);
      expect(listing.servedBy).toBe('b');
      const listed = new Set((listing.data as { id: number }[]).map((document) => document.id));
      for (const id of acknowledged) expect(listed.has(id)).toBe(true);
      const last = await fetch(`${proxy.url}/api/organisation/document/${acknowledged.at(-1)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(last.status).toBe(200);
      expect(Buffer.from(await last.arrayBuffer())).toEqual(pdf(10));
    });
  },
);
