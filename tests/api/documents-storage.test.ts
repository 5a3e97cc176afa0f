// Documents over real HTTP on the embedded default: the bytes live in DATA_DIR/files, survive a
// restart of the server, download under their name, and leave the folder when deleted.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { startServer, type RunningServer } from '@oncourse/server';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const password = 'Green fairway 18';

describe('documents in the data folder over HTTP', () => {
  let smtp: SmtpCapture;
  let dataDir: string;
  let server: RunningServer;
  let api: ReturnType<typeof createClient<paths>>;
  const start = async () => {
    server = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        APP_URL: 'http://oncourse.test',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      logger: false,
    });
    api = createClient<paths>({ baseUrl: server.url });
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = await mkdtemp(join(tmpdir(), 'oncourse-documents-'));
    await start();
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const filesIn = async () => readdir(join(dataDir, 'files', 'uploads')).catch(() => [] as string[]);

  it('keeps an uploaded document in DATA_DIR/files across a restart and removes it on delete', async () => {
    const email = `dana.${Date.now().toString(36)}@example.test`;
    await api.POST('/api/registration/new-registration', {
      body: { first_name: 'Dana', last_name: 'Docs', email, language: 'en', status: 'management' },
    });
    const token = linkIn(await smtp.waitFor(email), '/complete-registration').searchParams.get('token')!;
    await api.POST('/api/registration/complete-registration', { body: { token, password } });
    const signIn = async () => {
      const login = await api.POST('/api/auth/login', { body: { email_address: email, password } });
      return { id: login.data!.data.user.id, authorization: `Bearer ${login.data!.data.accessToken}` };
    };
    let me = await signIn();
    const created = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: me.id } },
      headers: { authorization: me.authorization },
      body: {
        title: `Document Dunes ${Date.now().toString(36)}`,
        address_1: 'Dune Road 7',
        city: 'Sandwich',
        post_zip_code: 'CT13 9PB',
        country_id: 77,
        phone_number: '+44 1304 000000',
        email_address: `office.${Date.now().toString(36)}@dunes.test`,
        measurement_unit: 'metric',
      },
    });
    const organisationId = created.data!.data.organisation_id;

    const form = new FormData();
    form.set('name', 'Water licence');
    form.set('section', 'WATER');
    form.set('description', 'Abstraction licence');
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'licence.pdf');
    const uploaded = await fetch(`${server.url}/api/organisation/${organisationId}/documents`, {
      method: 'POST',
      headers: { authorization: me.authorization },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const document = ((await uploaded.json()) as { data: { id: number } }).data;
    expect(await filesIn()).toHaveLength(1);

    await server.close();
    await start();
    me = await signIn();
    const download = await fetch(`${server.url}/api/organisation/document/${document.id}`, {
      headers: { authorization: me.authorization },
    });
    expect(download.status).toBe(200);
    expect(decodeURIComponent(download.headers.get('content-filename')!)).toBe('Water licence.pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const deleted = await fetch(`${server.url}/api/organisation/${organisationId}/documents/${document.id}`, {
      method: 'DELETE',
      headers: { authorization: me.authorization },
    });
    expect(deleted.status).toBe(200);
    expect(await filesIn()).toEqual([]);
  });
});
