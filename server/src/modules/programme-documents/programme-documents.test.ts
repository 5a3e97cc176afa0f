// The programme's documents in the console (docs/programme-console.md#documents): staff upload one
// for an audience and a location, replace its file and retire it; clubs of the audience see each
// change at once in their library's OnCourse documents, with a notice; a refused upload stores
// nothing; a deploy's seed never undoes what staff did; only staff may do any of it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { seed } from '../../seed/seed.ts';
import { requestsAs } from '../../test/accounts.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe.each(databases())('programme documents on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  const request = requestsAs(t);
  let counter = 0;

  /** The owner of a new organisation of the type in the country, working on it, registered long ago. */
  async function club(type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY', countryId = 1) {
    counter += 1;
    const organisation = await t.current.createOrganisation({
      type,
      title: `Programme documents ${kind} ${counter}`,
      countryId,
    });
    await t.current.db.db
      .update(users)
      .set({ activeOrganisationId: organisation.id, createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, organisation.owner));
    return organisation;
  }

  const upload = (asUser: number, fields: Record<string, string> = {}, data = pdf('guide')) =>
    request(
      'POST',
      '/api/console/programme-documents',
      asUser,
      multipart(
        { title: 'Drought plan guide', location: 'WATER', organisationType: 'FACILITY', ...fields },
        { name: 'drought-plan.pdf', type: 'application/pdf', data },
      ),
    );
  const replace = (asUser: number, id: number, data = pdf('second edition')) =>
    request(
      'PUT',
      `/api/console/programme-documents/${id}/file`,
      asUser,
      multipart({}, { name: 'drought-plan-2027.pdf', type: 'application/pdf', data }),
    );

  /** The OnCourse documents a club's library lists, by title. */
  const libraryTitles = async (organisation: { id: number; owner: number }) => {
    const response = await call('GET', `/api/organisation/${organisation.id}/documents`, organisation.owner);
    return (response.data as { title: string; oncourse_document: boolean }[])
      .filter((document) => document.oncourse_document)
      .map((document) => document.title);
  };
  const notices = async (userId: number) =>
    (await call('GET', `/api/app-user/${userId}/notices/languages/en`, userId)).data as {
      id: number;
      title: string;
      read: boolean;
    }[];
  const badge = async (userId: number) =>
    (await call('GET', `/api/app-user/${userId}/helpdesk/badge`, userId)).data.count as number;
  const clubDownload = (organisation: { id: number; owner: number }, id: number) =>
    request('GET', `/api/organisation/${organisation.id}/documents/${id}?oncourse=true`, organisation.owner);
  const counts = async () => {
    const [documents] = await t.current.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(providerDocuments);
    const [files] = await t.current.db.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    return { documents: documents!.n, files: files!.n };
  };

  it('uploads a document its audience sees at once, with a notice, and others do not', async () => {
    const staff = await staffMember();
    const facility = await club('FACILITY', 1);
    const tournament = await club('TOURNAMENT', 1);
    const before = await badge(facility.owner);

    const uploaded = await upload(staff, { description: 'How to plan for a dry summer.' });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({
      title: 'Drought plan guide',
      location: 'WATER',
      organisationType: 'FACILITY',
      countryId: null,
      language: 'en',
      filename: 'drought-plan.pdf',
      contentType: 'application/pdf',
      retiredAt: null,
    });
    expect(await libraryTitles(facility)).toContain('Drought plan guide');
    expect(await libraryTitles(tournament)).not.toContain('Drought plan guide');
    expect((await notices(facility.owner)).map((notice) => notice.title)).toContain('Drought plan guide');
    expect(await badge(facility.owner)).toBe(before + 1);
    expect((await notices(tournament.owner)).map((notice) => notice.title)).not.toContain(
      'Drought plan guide',
    );

    const listed = await call('GET', '/api/console/programme-documents', staff);
    expect(listed.status).toBe(200);
    expect((listed.data as { id: number }[]).map((document) => document.id)).toContain(
      uploaded.json().data.id,
    );
    const audit = await call('GET', '/api/console/audit?kind=programme-document.upload', staff);
    expect(audit.data.entries[0]).toMatchObject({ subjectId: uploaded.json().data.id, before: null });
  });

  it('replaces the file clubs download and makes the notice news again', async () => {
    const staff = await staffMember();
    const facility = await club();
    const id = (await upload(staff)).json().data.id as number;
    const notice = (await notices(facility.owner)).find((entry) => entry.title === 'Drought plan guide')!;
    await call('PATCH', `/api/app-user/${facility.owner}/notices/${notice.id}`, facility.owner, {
      read: true,
    });
    expect((await notices(facility.owner)).find((entry) => entry.id === notice.id)?.read).toBe(true);

    const replaced = await replace(staff, id);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id, filename: 'drought-plan-2027.pdf' });
    const download = await clubDownload(facility, id);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('second edition');
    expect((await notices(facility.owner)).find((entry) => entry.id === notice.id)?.read).toBe(false);
  });

  it('replaces a seeded document without losing the fixtures’ file other content shares', async () => {
    const staff = await staffMember();
    const facility = await club();
    const replaced = await replace(staff, 2);
    expect(replaced.statusCode).toBe(200);
    expect((await clubDownload(facility, 2)).body).toContain('second edition');
    // A deploy seeds the fixtures again: the staff's file stays.
    await seed(t.current.db.db, { force: true });
    expect((await clubDownload(facility, 2)).body).toContain('second edition');
  });

  it('retires a document: clubs no longer list, download or count it; staff still see it', async () => {
    const staff = await staffMember();
    const facility = await club();
    const id = (await upload(staff, { title: 'Old hosepipe rules' })).json().data.id as number;
    const before = await badge(facility.owner);

    const retired = await call('DELETE', `/api/console/programme-documents/${id}`, staff);
    expect(retired.status).toBe(200);
    expect(retired.data.retiredAt).not.toBeNull();
    expect(await libraryTitles(facility)).not.toContain('Old hosepipe rules');
    expect((await clubDownload(facility, id)).statusCode).toBe(404);
    expect((await notices(facility.owner)).map((notice) => notice.title)).not.toContain('Old hosepipe rules');
    expect(await badge(facility.owner)).toBe(before - 1);
    const staffDownload = await request('GET', `/api/console/programme-documents/${id}/file`, staff);
    expect(staffDownload.statusCode).toBe(200);
    expect((await replace(staff, id)).json().data.code).toBe('INACTIVE_RESOURCE');

    await seed(t.current.db.db, { force: true });
    expect(await libraryTitles(facility)).not.toContain('Old hosepipe rules');
  });

  it('keeps a seeded document retired when the fixtures are seeded again', async () => {
    const staff = await staffMember();
    const facility = await club();
    expect(await libraryTitles(facility)).toContain('Irrigation audit checklist');
    expect((await call('DELETE', '/api/console/programme-documents/2', staff)).status).toBe(200);
    await seed(t.current.db.db, { force: true });
    expect(await libraryTitles(facility)).not.toContain('Irrigation audit checklist');
    expect((await notices(facility.owner)).map((notice) => notice.title)).not.toContain(
      'Irrigation audit checklist',
    );
  });

  it('refuses an empty English title, a wrong location, an unknown country and a file over the limit, storing nothing', async () => {
    const staff = await staffMember();
    const before = await counts();

    const untitled = await upload(staff, { title: '   ' });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().data).toMatchObject({
      code: 'REQUIRED_FIELD_MISSING',
      number: 101,
      field: 'title',
    });

    const misfiled = await upload(staff, { organisationType: 'TOURNAMENT', location: 'TURFGRASS' });
    expect(misfiled.statusCode).toBe(422);
    expect(misfiled.json().data.field).toBe('location');

    const nowhere = await upload(staff, { countryId: '999999' });
    expect(nowhere.json().data).toMatchObject({ code: 'INVALID_RESOURCE', field: 'countryId' });

    const big = Buffer.concat([pdf('big'), Buffer.alloc(t.current.config.uploadMaxBytes, 0x20)]);
    const tooLarge = await upload(staff, {}, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().data).toMatchObject({ code: 'FILE_TOO_LARGE', number: 120 });
    const replacedTooLarge = await replace(staff, 1, big);
    expect(replacedTooLarge.statusCode).toBe(413);
    expect(replacedTooLarge.json().data.number).toBe(120);

    const program = await request(
      'POST',
      '/api/console/programme-documents',
      staff,
      multipart(
        { title: 'Setup', location: 'OTHER' },
        { name: 'setup.exe', type: 'application/octet-stream', data: Buffer.from('MZ\x90\x00') },
      ),
    );
    expect(program.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown document', async () => {
    const staff = await staffMember();
    expect((await replace(staff, 999999)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/console/programme-documents/999999', staff)).status).toBe(404);
    expect((await request('GET', '/api/console/programme-documents/999999/file', staff)).statusCode).toBe(
      404,
    );
  });

  it('refuses every call to a club member (403) and changes nothing', async () => {
    const facility = await club();
    const before = await counts();
    expect((await call('GET', '/api/console/programme-documents', facility.owner)).status).toBe(403);
    expect((await upload(facility.owner)).statusCode).toBe(403);
    expect((await replace(facility.owner, 1)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/console/programme-documents/1', facility.owner)).status).toBe(403);
    expect((await request('GET', '/api/console/programme-documents/1/file', facility.owner)).statusCode).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
    expect(await libraryTitles(facility)).toContain('Getting started with OnCourse');
  });
});
