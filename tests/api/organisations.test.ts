// A newcomer over real HTTP (startServer, PGlite in a temp folder, mail through a local SMTP
// capture): registers, creates a facility (and meets both duplicate refusals), asks to join
// another one (the provider and the user both get the e-mail), and reads the shell's content.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { startServer, type RunningServer } from '@oncourse/server';
import { linkIn, startSmtpCapture, type CapturedMail, type SmtpCapture } from '../support/smtp-capture.ts';

const appUrl = 'http://oncourse.test';
const providerEmail = 'programme@provider.test';
const password = 'Green fairway 18';

/** The message's text with quoted-printable soft breaks and escapes undone. */
const textOf = (mail: CapturedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('organisations over HTTP', () => {
  let smtp: SmtpCapture;
  let dataDir: string;
  let server: RunningServer;
  let api: ReturnType<typeof createClient<paths>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = await mkdtemp(join(tmpdir(), 'oncourse-organisations-'));
    server = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        APP_URL: appUrl,
        PROVIDER_EMAIL: providerEmail,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      logger: false,
    });
    api = createClient<paths>({ baseUrl: server.url });
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Registers through the e-mailed link and signs in; returns the user id and bearer headers. */
  async function newcomer(firstName: string) {
    const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.test`;
    const since = smtp.messages.length;
    await api.POST('/api/registration/new-registration', {
      body: { first_name: firstName, last_name: 'Newcomer', email, language: 'en', status: 'management' },
    });
    const token = linkIn(await smtp.waitFor(email, { since }), '/complete-registration').searchParams.get(
      'token',
    )!;
    await api.POST('/api/registration/complete-registration', { body: { token, password } });
    const login = await api.POST('/api/auth/login', { body: { email_address: email, password } });
    const { user, accessToken } = login.data!.data;
    return { id: user.id, email, headers: { authorization: `Bearer ${accessToken}` } };
  }

  const facility = (title: string, email: string) => ({
    title,
    address_1: 'Dune Road 7',
    city: 'Sandwich',
    post_zip_code: 'CT13 9PB',
    country_id: 77,
    phone_number: '+44 1304 000000',
    email_address: email,
    measurement_unit: 'british imperial' as const,
    facility_type: 'PRIVATE_MEMBERS' as const,
  });

  it('creates a facility the creator owns and works in, and refuses its name and e-mail twice', async () => {
    const owner = await newcomer('Robin');
    const created = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: owner.id } },
      headers: owner.headers,
      body: facility('Dune Links Golf Club', 'office@dunelinks.test'),
    });
    expect(created.response.status).toBe(200);
    const organisationId = created.data!.data.organisation_id;
    expect(created.data!.data).toMatchObject({ access_type: 'OWNER', title: 'Dune Links Golf Club' });
    expect(created.data!.data.activities).toContain('change-organisation-details');

    const me = await api.GET('/api/app-user/{id}', {
      params: { path: { id: owner.id } },
      headers: owner.headers,
    });
    expect(me.data!.data.active_organisation_id).toBe(organisationId);
    const profile = await api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
    });
    expect(profile.data!.data).toMatchObject({ city: 'Sandwich', measurement_unit: 'british imperial' });

    const rival = await newcomer('Casey');
    const sameName = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: rival.id } },
      headers: rival.headers,
      body: facility('dune links golf club', 'other@dunelinks.test'),
    });
    expect(sameName.response.status).toBe(409);
    expect(sameName.error!.data).toMatchObject({
      field: 'title',
      code: 'NOT_UNIQUE',
      message: 'This facility name is already registered',
    });
    const sameEmail = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: rival.id } },
      headers: rival.headers,
      body: facility('Another Links', 'Office@DuneLinks.test'),
    });
    expect(sameEmail.response.status).toBe(409);
    expect(sameEmail.error!.data).toMatchObject({
      field: 'email_address',
      message: 'This email address already exists associated to a Facility.',
    });
    // And the rival's profile of someone else's facility stays closed.
    const foreign = await api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: rival.headers,
    });
    expect(foreign.response.status).toBe(403);
  });

  it('e-mails a join request to the provider and a confirmation to the user', async () => {
    const user = await newcomer('Sasha');
    const since = smtp.messages.length;
    const response = await api.POST('/api/organisation/join-request', {
      headers: user.headers,
      body: { organisation_name: 'Dune Links Golf Club', country_id: 77, message: 'I run the pro shop.' },
    });
    expect(response.data).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
    const toProvider = textOf(await smtp.waitFor(providerEmail, { since }));
    expect(toProvider).toContain('Subject: Join request: Sasha Newcomer for Dune Links Golf Club');
    expect(toProvider).toContain(`From: Sasha Newcomer <${user.email}>`);
    expect(toProvider).toContain('Matching facility: Dune Links Golf Club');
    expect(toProvider).toContain('I run the pro shop.');
    const toUser = textOf(await smtp.waitFor(user.email, { since }));
    expect(toUser).toContain('We have received your request to join Dune Links Golf Club');
  });

  it('serves the shell’s tiles, improve content and downloads to a facility owner', async () => {
    const owner = await newcomer('Taylor');
    const created = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: owner.id } },
      headers: owner.headers,
      body: facility('Taylor Heath Golf', 'office@taylorheath.test'),
    });
    const orgId = created.data!.data.organisation_id;
    const tiles = await api.GET('/api/tiles/languages/{lang}', {
      params: { path: { lang: 'de' }, query: { orgId } },
      headers: owner.headers,
    });
    expect(tiles.data!.data.map((tile) => tile.title)).toContain('Jahresdaten');
    const sections = await api.GET('/api/content/sections/languages/{lang}', {
      params: { path: { lang: 'en' }, query: { orgId } },
      headers: owner.headers,
    });
    const reports = sections.data!.data.find((section) => section.slug === 'oncourse-reports')!;
    const content = await api.GET('/api/content/section/{sectionId}/languages/{lang}/organisation/{orgId}', {
      params: { path: { sectionId: reports.id, lang: 'en', orgId } },
      headers: owner.headers,
    });
    const download = content.data!.data[0]!.documents[0]!;
    const file = await fetch(`${server.url}/api/documents/document/${download.id}`, {
      headers: owner.headers,
    });
    expect(file.status).toBe(200);
    expect(decodeURIComponent(file.headers.get('content-filename')!)).toBe(
      `${download.name}.${download.fileType}`,
    );
    const partners = await api.GET('/api/organisation/{id}/partner-logos/country/{c}', {
      params: { path: { id: orgId, c: 77 } },
      headers: owner.headers,
    });
    const logo = await fetch(`${server.url}/api/organisation/partner-logo/${partners.data!.data.at(-1)!.id}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});
