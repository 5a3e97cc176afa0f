// A team over real HTTP (startServer, PGlite and files in a temp folder, mail through a local SMTP
// capture): the owner invites a newcomer, whose e-mailed link opens the registration pre-filled;
// they register, complete through the second mail and find themselves in the facility; the owner
// then hands ownership over and becomes an admin.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { startServer, type RunningServer } from '@oncourse/server';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const password = 'Green fairway 18';

describe('team invitations over HTTP', () => {
  let smtp: SmtpCapture;
  let dataDir: string;
  let server: RunningServer;
  let api: ReturnType<typeof createClient<paths>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = await mkdtemp(join(tmpdir(), 'oncourse-team-'));
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
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Registers (optionally from an invitation token), completes through the mailed link and signs in. */
  async function register(firstName: string, email: string, token?: string) {
    const since = smtp.messages.length;
    const registered = await api.POST('/api/registration/new-registration', {
      body: {
        first_name: firstName,
        last_name: 'Green',
        email,
        language: 'en',
        status: 'management',
        ...(token ? { token } : {}),
      },
    });
    expect(registered.response.status).toBe(200);
    const link = linkIn(await smtp.waitFor(email, { since }), '/complete-registration');
    await api.POST('/api/registration/complete-registration', {
      body: { token: link.searchParams.get('token')!, password },
    });
    const login = await api.POST('/api/auth/login', { body: { email_address: email, password } });
    const { user, accessToken } = login.data!.data;
    return { id: user.id, headers: { authorization: `Bearer ${accessToken}` } };
  }

  it('invites a newcomer who registers from the link and joins; the owner hands over ownership', async () => {
    const owner = await register('Robin', `robin.${Date.now().toString(36)}@example.test`);
    const created = await api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: owner.id } },
      headers: owner.headers,
      body: {
        title: `Invitation Links ${Date.now().toString(36)}`,
        address_1: 'Dune Road 7',
        city: 'Sandwich',
        post_zip_code: 'CT13 9PB',
        country_id: 77,
        phone_number: '+44 1304 000000',
        email_address: `office.${Date.now().toString(36)}@links.test`,
        measurement_unit: 'metric',
      },
    });
    const organisationId = created.data!.data.organisation_id;
    const roleTypes = (await api.GET('/api/organisation/role-types', { headers: owner.headers })).data!.data;
    const userType = roleTypes.find((type) => type.name === 'USER')!;

    const email = `sam.${Date.now().toString(36)}@example.test`;
    const since = smtp.messages.length;
    const invited = await api.POST('/api/organisation/{id}/user/add', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
      body: { email_address: email, type_id: userType.id, message: 'Join us for the nature review' },
    });
    expect(invited.data!.data).toMatchObject({ status: 'Invited', email_address: email });
    const link = linkIn(await smtp.waitFor(email, { since }), '/registration-page');
    expect(link.searchParams.get('emailAddress')).toBe(email);

    const newcomer = await register(
      'Sam',
      link.searchParams.get('emailAddress')!,
      link.searchParams.get('token')!,
    );
    const me = await api.GET('/api/app-user/{id}', {
      params: { path: { id: newcomer.id } },
      headers: newcomer.headers,
    });
    expect(me.data!.data.active_organisation_id).toBe(organisationId);
    const profile = await api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: newcomer.headers,
    });
    expect(profile.response.status).toBe(200);

    const team = await api.GET('/api/organisation/{id}/users', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
    });
    const sam = team.data!.data.find((member) => member.id === newcomer.id)!;
    expect(sam).toMatchObject({ status: 'Joined', first_name: 'Sam', userType: 'USER' });
    expect(sam.actions.switchOwner).toBe(true);

    const switched = await api.POST('/api/organisation/{id}/user/{userId}/switch-owner', {
      params: { path: { id: organisationId, userId: owner.id } },
      headers: owner.headers,
      body: { userId: newcomer.id },
    });
    expect(switched.response.status).toBe(200);
    const after = switched.data!.data;
    expect(after.find((member) => member.id === newcomer.id)?.status).toBe('Owner');
    expect(after.find((member) => member.id === owner.id)?.status).toBe('Admin');
  });
});
