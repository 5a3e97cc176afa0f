// A newcomer over real HTTP (startServer, PGlite in a temp folder, mail through a local SMTP
// capture): registers, creates a facility (and meets both duplicate refusals), asks to join
// another one (the provider and the user both get the e-mail), and reads the shell's content.
import { describe, expect, it } from 'vitest';
import { facilityBody, signUp } from '../support/accounts.ts';
import type { CapturedMail } from '../support/smtp-capture.ts';
import { useTestServer } from '../support/test-server.ts';

const providerEmail = 'programme@provider.test';

/** The message's text with quoted-printable soft breaks and escapes undone. */
const textOf = (mail: CapturedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('organisations over HTTP', () => {
  const server = useTestServer('organisations', { PROVIDER_EMAIL: providerEmail });
  const newcomer = (firstName: string) => signUp(server, firstName, { lastName: 'Newcomer' });
  const facility = (title: string, email: string) =>
    facilityBody({
      title,
      email_address: email,
      measurement_unit: 'british imperial',
      facility_type: 'PRIVATE_MEMBERS',
    });

  it('creates a facility the creator owns and works in, and refuses its name and e-mail twice', async () => {
    const owner = await newcomer('Robin');
    const created = await server.api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: owner.id } },
      headers: owner.headers,
      body: facility('Dune Links Golf Club', 'office@dunelinks.test'),
    });
    expect(created.response.status).toBe(200);
    const organisationId = created.data!.data.organisation_id;
    expect(created.data!.data).toMatchObject({ access_type: 'OWNER', title: 'Dune Links Golf Club' });
    expect(created.data!.data.activities).toContain('change-organisation-details');

    const me = await server.api.GET('/api/app-user/{id}', {
      params: { path: { id: owner.id } },
      headers: owner.headers,
    });
    expect(me.data!.data.active_organisation_id).toBe(organisationId);
    const profile = await server.api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
    });
    expect(profile.data!.data).toMatchObject({ city: 'Sandwich', measurement_unit: 'british imperial' });

    const rival = await newcomer('Casey');
    const sameName = await server.api.POST('/api/organisation/add/{userId}', {
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
    const sameEmail = await server.api.POST('/api/organisation/add/{userId}', {
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
    const foreign = await server.api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: rival.headers,
    });
    expect(foreign.response.status).toBe(403);
  });

  it('e-mails a join request to the provider and a confirmation to the user', async () => {
    const user = await newcomer('Sasha');
    const since = server.smtp.messages.length;
    const response = await server.api.POST('/api/organisation/join-request', {
      headers: user.headers,
      body: { organisation_name: 'Dune Links Golf Club', country_id: 77, message: 'I run the pro shop.' },
    });
    expect(response.data).toEqual({ ok: true, status: 200, data: { acknowledged: true } });
    const toProvider = textOf(await server.smtp.waitFor(providerEmail, { since }));
    expect(toProvider).toContain('Subject: Join request: Sasha Newcomer for Dune Links Golf Club');
    expect(toProvider).toContain(`From: Sasha Newcomer <${user.email}>`);
    expect(toProvider).toContain('Matching facility: Dune Links Golf Club');
    expect(toProvider).toContain('I run the pro shop.');
    const toUser = textOf(await server.smtp.waitFor(user.email, { since }));
    expect(toUser).toContain('We have received your request to join Dune Links Golf Club');
  });

  it('serves the shell’s tiles, improve content and downloads to a facility owner', async () => {
    const owner = await newcomer('Taylor');
    const created = await server.api.POST('/api/organisation/add/{userId}', {
      params: { path: { userId: owner.id } },
      headers: owner.headers,
      body: facility('Taylor Heath Golf', 'office@taylorheath.test'),
    });
    const orgId = created.data!.data.organisation_id;
    const tiles = await server.api.GET('/api/tiles/languages/{lang}', {
      params: { path: { lang: 'de' }, query: { orgId } },
      headers: owner.headers,
    });
    expect(tiles.data!.data.map((tile) => tile.title)).toContain('Jahresdaten');
    const sections = await server.api.GET('/api/content/sections/languages/{lang}', {
      params: { path: { lang: 'en' }, query: { orgId } },
      headers: owner.headers,
    });
    const reports = sections.data!.data.find((section) => section.slug === 'oncourse-reports')!;
    const content = await server.api.GET(
      '/api/content/section/{sectionId}/languages/{lang}/organisation/{orgId}',
      {
        params: { path: { sectionId: reports.id, lang: 'en', orgId } },
        headers: owner.headers,
      },
    );
    const download = content.data!.data[0]!.documents[0]!;
    const file = await fetch(`${server.url}/api/documents/document/${download.id}`, {
      headers: owner.headers,
    });
    expect(file.status).toBe(200);
    expect(decodeURIComponent(file.headers.get('content-filename')!)).toBe(
      `${download.name}.${download.fileType}`,
    );
    const partners = await server.api.GET('/api/organisation/{id}/partner-logos/country/{c}', {
      params: { path: { id: orgId, c: 77 } },
      headers: owner.headers,
    });
    const logo = await fetch(`${server.url}/api/organisation/partner-logo/${partners.data!.data.at(-1)!.id}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});
