// The facility profile (docs/facility-profile.md#input-rules, docs/facility-profile.md#calls): the general form and its rules, the facility details with
// their 'Other' texts, courses and confidential costs, the logo and profile image (replacing one
// removes the old object), and who may read or change them.
import emptyDetails from '@oncourse/fixtures/empty-facility-details.json' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations, storedFiles } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { jpegImage, multipartFile, pngImage, requestsAs } from '../../test/accounts.ts';

type Member = 'OWNER' | 'ADMIN_USER' | 'USER' | 'USER_VIEW_ONLY';

const course = (name: string, id: number | null = null) => ({
  id,
  name,
  length: 6123.4,
  number_of_holes: 18,
  year_opened: 1990,
  par: 72,
  rounds_per_year: 30000,
  unit: 'metric',
});

describe.each(databases())('organisation profile on %s', (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  async function club(type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY', ...others: Member[]) {
    counter += 1;
    const title = `Profile test ${type} ${kind} ${counter}`;
    const created = await t.current.createOrganisation(
      { type, title, address1: 'Links Road 1', city: 'Troon', postZipCode: 'KA10' },
      others,
    );
    return { ...created, title };
  }

  const request = requestsAs(t);
  const patchProfile = (id: number, asUser: number, payload: object) =>
    request('PATCH', `/api/organisation/${id}`, asUser, { payload });
  const patchDetails = (id: number, asUser: number, payload: object) =>
    request('PATCH', `/api/organisation/${id}/details`, asUser, { payload: { ...emptyDetails, ...payload } });

  it('saves the general form and shows it on the next read', async () => {
    const facility = await club();
    const response = await patchProfile(facility.id, facility.owner, {
      title: '  Royal Dunes Golf Club ',
      address_1: 'Dune Road 7',
      address_2: '',
      city: 'Troon',
      post_zip_code: 'KA10 6EP',
      country_id: 1,
      phone_number: '+44 1292 000000',
      vat_number: null,
      email_address: 'office@royal-dunes.example',
      measurement_unit: 'british imperial',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Royal Dunes Golf Club',
      organisation_name: 'Royal Dunes Golf Club',
      address_2: null,
      measurement_unit: 'british imperial',
      phone_number: '+44 1292 000000',
    });
    const read = await request('GET', `/api/organisation/${facility.id}`, facility.owner);
    expect(read.json().data).toMatchObject({
      title: 'Royal Dunes Golf Club',
      measurement_unit: 'british imperial',
    });
  });

  it.each([
    ['a blank name', { title: '   ' }, 400, 'title', 'REQUIRED_FIELD_MISSING'],
    ['a phone number with letters', { phone_number: '01292 CALL' }, 400, 'phone_number', undefined],
    ['a phone number of 16 characters', { phone_number: '+44 1292 0000000' }, 400, 'phone_number', undefined],
    ['an invalid e-mail', { email_address: 'office at club' }, 400, 'email_address', undefined],
    [
      'an unknown unit system',
      { measurement_unit: 'furlongs' },
      400,
      'measurement_unit',
      'UNKNOWN_ENUM_VALUE',
    ],
    ['an unknown country', { country_id: 99999 }, 422, 'country_id', 'INVALID_RESOURCE'],
    ['a currency that is no ISO 4217 code', { currency: 'XYZ' }, 422, 'currency', 'INVALID_RESOURCE'],
    ['a currency written in lower case', { currency: 'chf' }, 400, 'currency', undefined],
  ])('refuses %s and keeps what was saved', async (_label, payload, status, field, code) => {
    const facility = await club();
    const response = await patchProfile(facility.id, facility.owner, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().data.field).toBe(field);
    if (code) expect(response.json().data.code).toBe(code);
    const [row] = await t.current.db.db.select().from(organisations).where(eq(organisations.id, facility.id));
    expect(row?.title).toBe(facility.title);
  });

  it("keeps the facility's money in the currency it chose, and in its country's again once it chooses none", async () => {
    const facility = await club();
    // The test facility is in the first country, whatever it is; its own currency is the reference.
    const countryCurrency = (
      await request(
        'GET',
        `/api/reviews/questions/reference-data?languageId=en&orgId=${facility.id}`,
        facility.owner,
      )
    ).json().data.currency;
    const chosen = countryCurrency === 'CHF' ? 'SEK' : 'CHF';
    const saved = await patchProfile(facility.id, facility.owner, { currency: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.currency).toBe(chosen);
    const reference = await request(
      'GET',
      `/api/reviews/questions/reference-data?languageId=en&orgId=${facility.id}`,
      facility.owner,
    );
    expect(reference.json().data.currency).toBe(chosen);
    const cleared = await patchProfile(facility.id, facility.owner, { currency: null });
    expect(cleared.json().data.currency).toBeNull();
    const again = await request(
      'GET',
      `/api/reviews/questions/reference-data?languageId=en&orgId=${facility.id}`,
      facility.owner,
    );
    expect(again.json().data.currency).toBe(countryCurrency);
  });

  it('refuses a name another facility has (409 NOT_UNIQUE on title), whatever its case', async () => {
    const first = await club();
    const second = await club();
    const response = await patchProfile(second.id, second.owner, { title: first.title.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().data).toMatchObject({ code: 'NOT_UNIQUE', field: 'title' });
    // Its own name, differently cased, is fine.
    expect((await patchProfile(first.id, first.owner, { title: first.title.toLowerCase() })).statusCode).toBe(
      200,
    );
  });

  it('saves facility details with courses added, edited and removed, confidential costs included', async () => {
    const facility = await club('FACILITY', 'USER');
    const first = await patchDetails(facility.id, facility.owner, {
      types: [{ value: 'RESORT', selected: true }],
      management_group: ['FAIRWAY_HOSPITALITY'],
      historic_land_use: 'CROPLAND',
      surroundings: 'COASTAL',
      areas: { ...emptyDetails.areas, total_area: 70.5 },
      courses: [course('Old Course'), course('New Course')],
      green_fee: 'ABOVE_100',
      annual_fee: 'BET_1K_5K',
      maintenance_budget: 'BET_500K_1.5M',
      labour_hourly: 18.5,
      fertiliser_budget: 12000,
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved.types).toHaveLength(5);
    expect(saved.types.filter((option: { selected: boolean }) => option.selected)).toEqual([
      { value: 'RESORT', selected: true },
    ]);
    expect(saved.courses.map((entry: { name: string }) => entry.name)).toEqual(['Old Course', 'New Course']);
    const [oldCourse, newCourse] = saved.courses as { id: number }[];

    const second = await patchDetails(facility.id, facility.owner, {
      courses: [{ ...course('New Course (renamed)', newCourse!.id), par: 70 }, course('Academy')],
    });
    const courses = second.json().data.courses as { id: number; name: string; par: number }[];
    expect(courses.map((entry) => entry.name)).toEqual(['New Course (renamed)', 'Academy']);
    expect(courses[0]).toMatchObject({ id: newCourse!.id, par: 70 });
    expect(courses.some((entry) => entry.id === oldCourse!.id)).toBe(false);

    // Members with view-organisation-details read the confidential figures; the details are the facility's own.
    const asUser = await request('GET', `/api/organisation/${facility.id}/details`, facility.members[0]!);
    expect(asUser.json().data).toMatchObject({ labour_hourly: null, green_fee: null });
    await patchDetails(facility.id, facility.owner, { labour_hourly: 19 });
    expect(
      (await request('GET', `/api/organisation/${facility.id}/details`, facility.members[0]!)).json().data
        .labour_hourly,
    ).toBe(19);
  });

  it('reads the seeded demo facility’s details with its courses in metric', async () => {
    const member = await t.current.createUser();
    await t.current.addMember(member, 1, 'USER');
    const response = await request('GET', '/api/organisation/1/details', member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      surroundings: 'COASTAL',
      green_fee: 'BET_30_100',
      labour_hourly: 17.5,
    });
    expect(response.json().data.courses[0]).toMatchObject({
      name: 'Championship Links',
      unit: 'metric',
      par: 71,
    });
  });

  it('requires the Other text when Other is chosen (at most 255) and forgets it when it is not', async () => {
    const facility = await club();
    const missing = await patchDetails(facility.id, facility.owner, {
      management_group: ['OTHER'],
      organisation_owner_other: ' ',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data).toMatchObject({
      field: 'organisation_owner_other',
      code: 'REQUIRED_FIELD_MISSING',
    });
    const tooLong = await patchDetails(facility.id, facility.owner, {
      tournament_organiser: ['OTHER'],
      tournament_host_other: 'x'.repeat(256),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.field).toBe('tournament_host_other');
    const unknown = await patchDetails(facility.id, facility.owner, { management_group: ['NOT_A_GROUP'] });
    expect(unknown.statusCode).toBe(422);
    const saved = await patchDetails(facility.id, facility.owner, {
      management_group: ['OTHER'],
      organisation_owner_other: 'Family trust',
    });
    expect(saved.json().data).toMatchObject({
      management_group: ['OTHER'],
      organisation_owner_other: 'Family trust',
    });
    const cleared = await patchDetails(facility.id, facility.owner, {
      management_group: ['MEMBERS_OWNED'],
      organisation_owner_other: 'Family trust',
    });
    expect(cleared.json().data.organisation_owner_other).toBeNull();
  });

  it('refuses another facility’s course id and answers 404 for a tournament’s details', async () => {
    const facility = await club();
    const other = await club();
    const foreign = (await patchDetails(other.id, other.owner, { courses: [course('Theirs')] })).json().data
      .courses[0].id;
    const response = await patchDetails(facility.id, facility.owner, {
      courses: [course('Stolen', foreign)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.field).toBe('courses.0.id');
    expect(
      (await request('GET', `/api/organisation/${other.id}/details`, other.owner)).json().data.courses[0]
        .name,
    ).toBe('Theirs');
    const tournament = await club('TOURNAMENT');
    expect(
      (await request('GET', `/api/organisation/${tournament.id}/details`, tournament.owner)).statusCode,
    ).toBe(404);
  });

  it('stores a logo and a profile image, serves them, and replacing one removes the old object', async () => {
    const facility = await club();
    const upload = (kind: 'logo' | 'profile', data: Buffer, name = 'image.png', type = 'image/png') =>
      request(
        'POST',
        `/api/organisation/${facility.id}/${kind}`,
        facility.owner,
        multipartFile('file', name, type, data),
      );
    const logo = await upload('logo', pngImage(4, 4));
    expect(logo.statusCode).toBe(200);
    const logoId = logo.json().data.recordId as number;
    const profile = await upload('profile', jpegImage(), 'photo.jpg', 'image/jpeg');
    const profileId = profile.json().data.recordId as number;
    const read = (await request('GET', `/api/organisation/${facility.id}`, facility.owner)).json().data;
    expect(read).toMatchObject({ logo_id: logoId, image_id: profileId });

    const served = await request('GET', `/api/organisation/logo/${logoId}`, facility.owner);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(pngImage(4, 4));
    expect(
      (await request('GET', `/api/organisation/profile/${profileId}`, facility.owner)).headers[
        'content-type'
      ],
    ).toBe('image/jpeg');
    // A logo id is not a profile image id.
    expect((await request('GET', `/api/organisation/profile/${logoId}`, facility.owner)).statusCode).toBe(
      404,
    );

    const [oldFile] = await t.current.db.db.select().from(storedFiles).where(eq(storedFiles.id, logoId));
    const replaced = await upload('logo', pngImage(8, 8));
    expect(replaced.json().data.recordId).not.toBe(logoId);
    expect(await t.current.storage.get(oldFile!.storageKey!)).toBeNull();
    expect(await t.current.db.db.select().from(storedFiles).where(eq(storedFiles.id, logoId))).toEqual([]);
    expect((await request('GET', `/api/organisation/logo/${logoId}`, facility.owner)).statusCode).toBe(404);
  });

  it('refuses images that are not PNG or JPEG by content, and too large ones', async () => {
    const facility = await club();
    const post = (data: Buffer, name: string, type: string) =>
      request(
        'POST',
        `/api/organisation/${facility.id}/logo`,
        facility.owner,
        multipartFile('file', name, type, data),
      );
    const wrong = await post(Buffer.from('GIF89a' + 'x'.repeat(40)), 'logo.png', 'image/png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toMatchObject({ code: 'INCORRECT_FORMAT', field: 'file' });
    const big = await post(
      Buffer.concat([pngImage(), Buffer.alloc(t.current.config.uploadMaxBytes)]),
      'big.png',
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().data.code).toBe('FILE_TOO_LARGE');
    const [row] = await t.current.db.db.select().from(organisations).where(eq(organisations.id, facility.id));
    expect(row?.logoFileId).toBeNull();
  });

  it('refuses a view-only member’s and another organisation’s changes', async () => {
    const facility = await club('FACILITY', 'USER_VIEW_ONLY', 'USER');
    const [viewer, user] = facility.members as [number, number];
    const other = await club();
    for (const asUser of [viewer, user, other.owner]) {
      expect((await patchProfile(facility.id, asUser, { city: 'Elsewhere' })).statusCode).toBe(403);
      expect((await patchDetails(facility.id, asUser, {})).statusCode).toBe(403);
      const logo = await request(
        'POST',
        `/api/organisation/${facility.id}/logo`,
        asUser,
        multipartFile('file', 'a.png', 'image/png', pngImage()),
      );
      expect(logo.statusCode).toBe(403);
    }
    expect((await request('GET', `/api/organisation/${facility.id}/details`, viewer)).statusCode).toBe(200);
    expect((await request('GET', `/api/organisation/${facility.id}/details`, other.owner)).statusCode).toBe(
      403,
    );
    const [row] = await t.current.db.db.select().from(organisations).where(eq(organisations.id, facility.id));
    expect(row?.city).toBe('Troon');
  });
});
