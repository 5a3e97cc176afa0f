// Creating and joining a facility, and the lists the facility forms offer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadRoles } from '@oncourse/fixtures';
import { documents, facilityDetails, joinRequests, storedFiles, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { waitForMails } from '../../test/accounts.ts';

let counter = 0;
/** A valid create-facility form with a unique title and e-mail. */
function facilityForm(fields: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Riverside Golf ${counter} ${Date.now().toString(36)}`,
    address_1: 'Mill Lane 4',
    address_2: null,
    city: 'Riverton',
    post_zip_code: 'RV1 2AB',
    country_id: 1,
    phone_number: '+44 1234 567890',
    vat_number: null,
    email_address: `office.${counter}.${Date.now().toString(36)}@riverside.test`,
    measurement_unit: 'metric',
    facility_types: ['DAILY_FEE'],
    ...fields,
  };
}

describe.each(databases())('organisations on %s', (kind) => {
  const t = useTestApp(kind, { config: { providerEmail: 'provider@oncourse.test' } });

  const call = async (method: 'GET' | 'POST', url: string, userId: number, payload?: object) =>
    t.current.app.inject({ method, url, headers: await t.current.authHeader(userId), payload });
  const create = (userId: number, payload: object) =>
    call('POST', `/api/organisation/add/${userId}`, userId, payload);

  describe('createOrganisation', () => {
    it('makes the creator its OWNER with every activity and its active organisation', async () => {
      const userId = await t.current.createUser();
      const form = facilityForm();
      const response = await create(userId, form);
      expect(response.statusCode).toBe(200);
      const summary = response.json().data;
      const everyActivity = loadRoles().activities.map((activity) => activity.name);
      expect(summary).toMatchObject({
        title: form.title,
        organisation_type: { name: 'FACILITY' },
        access_type: 'OWNER',
        role: 'owner',
        country_lookup_id: 1,
        measurement_unit: 'metric',
      });
      expect([...summary.activities].sort()).toEqual([...everyActivity].sort());

      const [user] = await t.current.db.db.select().from(users).where(eq(users.id, userId));
      expect(user!.activeOrganisationId).toBe(summary.organisation_id);
      const [details] = await t.current.db.db
        .select()
        .from(facilityDetails)
        .where(eq(facilityDetails.organisationId, summary.organisation_id));
      expect(details!.types.filter((type) => type.selected)).toEqual([
        { value: 'DAILY_FEE', selected: true },
      ]);

      // The shell reads it at once, with the owner's activities.
      const profile = await call('GET', `/api/organisation/${summary.organisation_id}`, userId);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toMatchObject({
        id: summary.organisation_id,
        organisation_name: form.title,
        address_1: 'Mill Lane 4',
        email_address: form.email_address,
      });
      expect(profile.json().data.activities).toHaveLength(everyActivity.length);
      const organisations = await call('GET', `/api/app-user/${userId}/organisation`, userId);
      expect(organisations.json().data.map((row: { title: string }) => row.title)).toEqual([form.title]);
    });

    it('starts a new facility sharing nothing until it answers the benchmark question', async () => {
      const userId = await t.current.createUser();
      const created = (await create(userId, facilityForm())).json().data;
      const sharing = async () =>
        (
          await call(
            'GET',
            `/api/insights/organisation/${created.organisation_id}/benchmarks/sharing`,
            userId,
          )
        ).json().data;
      // Not switched on silently (docs/benchmarks-and-targets.md#anonymity): off and not asked yet.
      expect(await sharing()).toEqual({ contribute: false, asked: false, canChange: true });
      const answered = await t.current.app.inject({
        method: 'PUT',
        url: `/api/insights/organisation/${created.organisation_id}/benchmarks/sharing`,
        headers: await t.current.authHeader(userId),
        payload: { contribute: true },
      });
      expect(answered.json().data).toEqual({ contribute: true, asked: true, canChange: true });
      expect(await sharing()).toEqual({ contribute: true, asked: true, canChange: true });
    });

    it('refuses a title already registered, whatever its case, and creates nothing', async () => {
      const first = await t.current.createUser();
      const second = await t.current.createUser();
      const form = facilityForm();
      expect((await create(first, form)).statusCode).toBe(200);
      const response = await create(second, facilityForm({ title: `  ${form.title.toUpperCase()} ` }));
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toMatchObject({
        field: 'title',
        code: 'NOT_UNIQUE',
        number: 102,
        message: 'This facility name is already registered',
      });
      const organisations = await call('GET', `/api/app-user/${second}/organisation`, second);
      expect(organisations.json().data).toEqual([]);
    });

    it('refuses an e-mail address another facility uses', async () => {
      const first = await t.current.createUser();
      const second = await t.current.createUser();
      const form = facilityForm();
      expect((await create(first, form)).statusCode).toBe(200);
      const response = await create(
        second,
        facilityForm({ email_address: form.email_address.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toMatchObject({
        field: 'email_address',
        code: 'NOT_UNIQUE',
        message: 'This email address already exists associated to a Facility.',
      });
    });

    // The profile may clear the contact number and e-mail, so creating asks for them on the same terms.
    it('creates a facility without a contact number or e-mail, with every type ticked', async () => {
      const userId = await t.current.createUser();
      const response = await create(
        userId,
        facilityForm({
          phone_number: null,
          email_address: null,
          facility_types: ['RESORT', 'PRIVATE_MEMBERS'],
        }),
      );
      expect(response.statusCode).toBe(200);
      const id = response.json().data.organisation_id as number;
      const profile = await call('GET', `/api/organisation/${id}`, userId);
      expect(profile.json().data).toMatchObject({ phone_number: null, email_address: null });
      const [details] = await t.current.db.db
        .select()
        .from(facilityDetails)
        .where(eq(facilityDetails.organisationId, id));
      expect(
        details!.types
          .filter((type) => type.selected)
          .map((type) => type.value)
          .sort(),
      ).toEqual(['PRIVATE_MEMBERS', 'RESORT']);
      // A second facility without an e-mail is no duplicate of the first.
      const other = await t.current.createUser();
      expect((await create(other, facilityForm({ email_address: null }))).statusCode).toBe(200);
    });

    it('still takes the single facility_type older clients send', async () => {
      const userId = await t.current.createUser();
      const response = await create(
        userId,
        facilityForm({ facility_types: undefined, facility_type: 'MUNICIPAL' }),
      );
      expect(response.statusCode).toBe(200);
      const [details] = await t.current.db.db
        .select()
        .from(facilityDetails)
        .where(eq(facilityDetails.organisationId, response.json().data.organisation_id as number));
      expect(details!.types.filter((type) => type.selected).map((type) => type.value)).toEqual(['MUNICIPAL']);
    });

    it.each([
      ['a blank city', { city: '   ' }, 'city', 'REQUIRED_FIELD_MISSING'],
      ['letters in the phone number', { phone_number: 'call us' }, 'phone_number', 'INCORRECT_FORMAT'],
      ['an unknown country', { country_id: 99999 }, 'country_id', 'INVALID_RESOURCE', 422],
    ])('refuses %s', async (_label, fields, field, code, status = 400) => {
      const userId = await t.current.createUser();
      const response = await create(userId, facilityForm(fields));
      expect(response.statusCode).toBe(status);
      expect(response.json().data).toMatchObject({ field, code });
    });

    it('refuses a role of the other organisation type', async () => {
      const userId = await t.current.createUser();
      const response = await create(userId, facilityForm({ role: 'tournament director' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().data.field).toBe('role');
    });

    it("refuses to create in another user's name", async () => {
      const userId = await t.current.createUser();
      const stranger = await t.current.createUser();
      const response = await t.current.app.inject({
        method: 'POST',
        url: `/api/organisation/add/${userId}`,
        headers: await t.current.authHeader(stranger),
        payload: facilityForm(),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('requestToJoinOrganisation', () => {
    it('stores the request and e-mails the provider and the user', async () => {
      const userId = await t.current.createUser({
        firstName: 'Sam',
        lastName: 'Fairway',
        email: 'sam.fairway@club.test',
        language: 'de',
      });
      const response = await call('POST', '/api/organisation/join-request', userId, {
        organisation_name: 'Heathland Links Golf Club',
        country_id: 1,
        message: 'I am the new head greenkeeper.\nPlease add me to the team.',
      });
      expect(response.json()).toEqual({ ok: true, status: 200, data: { acknowledged: true } });

      const [stored] = await t.current.db.db
        .select()
        .from(joinRequests)
        .where(eq(joinRequests.userId, userId));
      // The seeded demo facility of that name is found, so staff see which one is meant.
      expect(stored).toMatchObject({
        organisationName: 'Heathland Links Golf Club',
        organisationId: 1,
        countryId: 1,
      });

      const [toProvider] = await waitForMails(t.current.db.db, 'provider@oncourse.test');
      expect(toProvider!.subject).toContain('Sam Fairway');
      expect(toProvider!.text).toContain('From: Sam Fairway <sam.fairway@club.test>');
      expect(toProvider!.text).toContain('Facility: Heathland Links Golf Club');
      expect(toProvider!.text).toContain('Matching facility: Heathland Links Golf Club (id 1)');
      expect(toProvider!.text).toContain('Please add me to the team.');
      const [toUser] = await waitForMails(t.current.db.db, 'sam.fairway@club.test');
      expect(toUser!.subject).toBe(
        'Wir haben Ihre Anfrage zum Beitritt zu Heathland Links Golf Club erhalten',
      );
    });

    it('refuses a request to join a facility the user is already a member of', async () => {
      const userId = await t.current.createUser();
      await t.current.addMember(userId, 1, 'USER');
      const response = await call('POST', '/api/organisation/join-request', userId, {
        organisation_name: 'heathland links golf club',
        country_id: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toMatchObject({
        field: 'organisation_name',
        code: 'DUPLICATED_VALUE',
        message: 'You are already a member of Heathland Links Golf Club',
      });
    });

    it('refuses a request without a facility name and stores nothing', async () => {
      const userId = await t.current.createUser();
      const response = await call('POST', '/api/organisation/join-request', userId, {
        organisation_name: ' ',
        country_id: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({
        field: 'organisation_name',
        code: 'REQUIRED_FIELD_MISSING',
      });
      expect(
        await t.current.db.db.select().from(joinRequests).where(eq(joinRequests.userId, userId)),
      ).toEqual([]);
    });
  });

  it('lists management groups and tournament organisers by title with Other last', async () => {
    const userId = await t.current.createUser();
    const groups = (await call('GET', '/api/organisation/organisation-groups', userId)).json().data as {
      kind: string;
      title: string;
    }[];
    for (const kind of ['MANAGEMENT_GROUP', 'TOURNAMENT_ORGANISER']) {
      const titles = groups.filter((group) => group.kind === kind).map((group) => group.title);
      expect(titles.length).toBeGreaterThan(2);
      expect(titles.at(-1)).toBe('Other');
      expect(titles.slice(0, -1)).toEqual([...titles.slice(0, -1)].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('lists tournaments by title, and a new tournament among them', async () => {
    const userId = await t.current.createUser();
    const created = await create(
      userId,
      facilityForm({
        organisation_type: 'TOURNAMENT',
        title: 'Aardvark Charity Cup',
        facility_types: undefined,
      }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data.role).toBeNull();
    const { tournaments } = (await call('GET', '/api/tournaments/', userId)).json().data as {
      tournaments: { title: string }[];
    };
    expect(tournaments[0]!.title).toBe('Aardvark Charity Cup');
    expect(tournaments.map((row) => row.title)).toContain('Coastal Classic Open');
  });

  it('offers every access type but the owner’s for invitations', async () => {
    const userId = await t.current.createUser();
    const roleTypes = (await call('GET', '/api/organisation/role-types', userId)).json().data as {
      name: string;
    }[];
    expect(roleTypes.map((role) => role.name)).toEqual(['ADMIN_USER', 'USER', 'USER_VIEW_ONLY']);
  });

  describe('getDocumentDataById', () => {
    async function storeDocument(organisationId: number, oncourseDocument = false) {
      const [file] = await t.current.db.db
        .insert(storedFiles)
        .values({
          filename: 'irrigation.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 9,
          sha256: 'x',
          data: Buffer.from('%PDF-1.4\n'),
          organisationId,
        })
        .returning({ id: storedFiles.id });
      const [document] = await t.current.db.db
        .insert(documents)
        .values({
          organisationId,
          title: 'Irrigation audit 2025',
          blobFilename: 'irrigation.pdf',
          location: 'WATER',
          oncourseDocument,
          fileId: file!.id,
        })
        .returning({ id: documents.id });
      return document!.id;
    }

    it('gives a member the bytes with the file name, and nobody else', async () => {
      const member = await t.current.createUser();
      const outsider = await t.current.createUser();
      await t.current.addMember(member, 1, 'USER_VIEW_ONLY');
      const documentId = await storeDocument(1);
      const response = await call('GET', `/api/documents/${documentId}/data`, member);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-filename']).toBe(encodeURIComponent('Irrigation audit 2025.pdf'));
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.body).toBe('%PDF-1.4\n');
      expect((await call('GET', `/api/documents/${documentId}/data`, outsider)).statusCode).toBe(404);
      expect((await call('GET', '/api/documents/987654/data', member)).statusCode).toBe(404);
    });

    it('gives documents the provider supplies to every signed-in user', async () => {
      const outsider = await t.current.createUser();
      const documentId = await storeDocument(1, true);
      expect((await call('GET', `/api/documents/${documentId}/data`, outsider)).statusCode).toBe(200);
    });
  });
});
