// The document library (docs/documents.md): upload (fields, known location, type by content, size),
// list with the OnCourse documents, rename and move, download under its name, delete, no orphan
// objects when a delete or a failing upload happens, and who may reach what.
import { mkdtempSync, rmSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { documents, organisations, storedFiles } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { DOCUMENT_MAX_BYTES } from '@oncourse/engine';
import { configVariables } from '../../config.ts';
import { jpegImage, pngImage, requestsAs } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';

type Member = 'OWNER' | 'ADMIN_USER' | 'USER' | 'USER_VIEW_ONLY';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A zip archive of uncompressed entries: what an Office Open XML or OpenDocument file is made of. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});

/**
 * A Compound File Binary container (the 97–2003 Office format and Windows installers): its
 * signature, then a directory entry naming the stream inside in UTF-16LE.
 */
function compoundFile(stream: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = Buffer.alloc(128);
  Buffer.from(stream, 'utf16le').copy(entry);
  return Buffer.concat([header, entry, Buffer.alloc(384)]);
}

/** An OpenDocument text: a zip whose first entry, `mimetype`, names the kind. */
const odt = storedZip({
  mimetype: 'application/vnd.oasis.opendocument.text',
  'content.xml': '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
});

/** The start of a HEIC photo (an ISO media file whose brand is heic), as phones take them. */
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
  Buffer.alloc(64),
]);

const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(120)]);
const pe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(200),
]);

describe.each(databases())('documents on %s', (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  async function club(type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY', ...others: Member[]) {
    counter += 1;
    return t.current.createOrganisation({ type, title: `Documents test ${type} ${counter}` }, others);
  }

  const request = requestsAs(t);

  const upload = (
    organisationId: number,
    asUser: number,
    fields: Record<string, string> = {},
    file: { name: string | undefined; type: string; data: Buffer } | null = {
      name: 'licence.pdf',
      type: 'application/pdf',
      data: pdf,
    },
  ) =>
    request(
      'POST',
      `/api/organisation/${organisationId}/documents`,
      asUser,
      multipart(
        { name: 'Water licence', section: 'WATER', description: 'Abstraction licence 2025', ...fields },
        file ?? undefined,
      ),
    );

  const storedObjects = async () =>
    (
      await t.current.db.db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(sql`${storedFiles.storageKey} is not null`)
    ).length;

  it('uploads, lists beside the OnCourse documents, renames, moves, downloads under its name and deletes', async () => {
    const facility = await club();
    const uploaded = await upload(facility.id, facility.owner);
    expect(uploaded.statusCode).toBe(200);
    const document = uploaded.json().data;
    expect(document).toMatchObject({
      title: 'Water licence',
      blob_filename: 'licence.pdf',
      description: 'Abstraction licence 2025',
      location: 'WATER',
      oncourse_document: false,
      content_type: 'application/pdf',
      size: pdf.length,
    });

    const listed = (await request('GET', `/api/organisation/${facility.id}/documents`, facility.owner)).json()
      .data;
    expect(listed[0]).toMatchObject({ id: document.id, oncourse_document: false });
    const provided = listed.filter((entry: { oncourse_document: boolean }) => entry.oncourse_document);
    expect(provided.map((entry: { title: string }) => entry.title)).toEqual(
      expect.arrayContaining(['Getting started with OnCourse', 'Irrigation audit checklist']),
    );
    const atWater = (
      await request('GET', `/api/organisation/${facility.id}/documents?location=WATER`, facility.owner)
    ).json().data;
    expect(atWater.every((entry: { location: string }) => entry.location === 'WATER')).toBe(true);

    const moved = await request(
      'PATCH',
      `/api/organisation/${facility.id}/document/${document.id}`,
      facility.owner,
      {
        payload: { location: 'ENERGY', filename: 'Licence (renewed)' },
      },
    );
    expect(moved.json().data).toMatchObject({
      title: 'Licence (renewed)',
      location: 'ENERGY',
      blob_filename: 'licence.pdf',
    });

    for (const url of [
      `/api/organisation/${facility.id}/documents/${document.id}`,
      `/api/organisation/document/${document.id}`,
    ]) {
      const download = await request('GET', url, facility.owner);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(pdf);
      expect(download.headers['content-filename']).toBe(encodeURIComponent('Licence (renewed).pdf'));
      expect(download.headers['content-disposition']).toContain('attachment');
    }

    const deleted = await request(
      'DELETE',
      `/api/organisation/${facility.id}/documents/${document.id}`,
      facility.owner,
    );
    expect(deleted.json()).toEqual({ ok: true, status: 200, data: { id: document.id } });
    expect(
      (await request('GET', `/api/organisation/document/${document.id}`, facility.owner)).statusCode,
    ).toBe(404);
  });

  it('deleting a document removes its stored object too', async () => {
    const facility = await club();
    const document = (await upload(facility.id, facility.owner)).json().data;
    const [row] = await t.current.db.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .innerJoin(documents, eq(documents.fileId, storedFiles.id))
      .where(eq(documents.id, document.id));
    expect(await t.current.storage.get(row!.key!)).toEqual(pdf);
    await request('DELETE', `/api/organisation/${facility.id}/documents/${document.id}`, facility.owner);
    expect(await t.current.storage.get(row!.key!)).toBeNull();
    const files = await t.current.db.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.storageKey, row!.key!));
    expect(files).toEqual([]);
  });

  it('an upload whose database write fails leaves neither a row nor an object', async () => {
    const facility = await club();
    const before = await storedObjects();
    // The upload's INSERT into documents fails after the object was stored and its file row written.
    await t.current.db.db.execute(sql`create or replace function refuse_documents() returns trigger as $$
      begin raise exception 'disk full'; end; $$ language plpgsql`);
    await t.current.db.db.execute(
      sql`create trigger refuse_documents before insert on documents for each row execute function refuse_documents()`,
    );
    const puts: string[] = [];
    const original = t.current.storage.put.bind(t.current.storage);
    t.current.storage.put = async (key, data, type) => {
      puts.push(key);
      await original(key, data, type);
    };
    try {
      const response = await upload(facility.id, facility.owner);
      expect(response.statusCode).toBe(500);
    } finally {
      t.current.storage.put = original;
      await t.current.db.db.execute(sql`drop trigger refuse_documents on documents`);
    }
    expect(puts).toHaveLength(1);
    expect(await t.current.storage.get(puts[0]!)).toBeNull();
    expect(await storedObjects()).toBe(before);
    const rows = await t.current.db.db
      .select()
      .from(documents)
      .where(eq(documents.organisationId, facility.id));
    expect(rows).toEqual([]);
  });

  it('an upload whose storage fails leaves no row', async () => {
    const facility = await club();
    const original = t.current.storage.put.bind(t.current.storage);
    t.current.storage.put = async () => {
      throw new Error('object storage unreachable');
    };
    try {
      expect((await upload(facility.id, facility.owner)).statusCode).toBe(500);
    } finally {
      t.current.storage.put = original;
    }
    const rows = await t.current.db.db
      .select()
      .from(documents)
      .where(eq(documents.organisationId, facility.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['no file', {}, null, 400, 'file', 'REQUIRED_FIELD_MISSING'],
    ['no title', { name: '  ' }, undefined, 400, 'name', 'REQUIRED_FIELD_MISSING'],
    ['an unknown location', { section: 'KITCHEN' }, undefined, 400, 'section', 'UNKNOWN_ENUM_VALUE'],
    ['a tournament section', { section: 'VENUE_NATURE' }, undefined, 422, 'section', 'UNKNOWN_ENUM_VALUE'],
    [
      'a program disguised as a PDF',
      {},
      {
        name: 'invoice.pdf',
        type: 'application/pdf',
        data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
      },
      422,
      'file',
      'UNPROCESSABLE_ENTITY',
    ],
  ])('refuses an upload with %s and stores nothing', async (_label, fields, file, status, field, code) => {
    const facility = await club();
    const response = await upload(
      facility.id,
      facility.owner,
      fields as Record<string, string>,
      file as never,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().data.field).toBe(field);
    if (code) expect(response.json().data.code).toBe(code);
    const rows = await t.current.db.db
      .select()
      .from(documents)
      .where(eq(documents.organisationId, facility.id));
    expect(rows).toEqual([]);
  });

  it('refuses a file over the upload limit with FILE_TOO_LARGE', async () => {
    const facility = await club();
    const big = Buffer.concat([pdf, Buffer.alloc(t.current.config.uploadMaxBytes, 0x20)]);
    const response = await upload(
      facility.id,
      facility.owner,
      {},
      { name: 'big.pdf', type: 'application/pdf', data: big },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().data.code).toBe('FILE_TOO_LARGE');
  });

  it('takes images and text by their content, and files tournament documents at tournament sections', async () => {
    const facility = await club();
    const image = await upload(
      facility.id,
      facility.owner,
      {},
      { name: 'green.png', type: 'application/octet-stream', data: pngImage() },
    );
    expect(image.json().data.content_type).toBe('image/png');
    const csv = await upload(
      facility.id,
      facility.owner,
      {},
      { name: 'usage.csv', type: 'text/csv', data: Buffer.from('month,m3\nJan,120\n') },
    );
    expect(csv.json().data.content_type).toBe('text/csv');

    const tournament = await club('TOURNAMENT');
    expect((await upload(tournament.id, tournament.owner, { section: 'VENUE_NATURE' })).statusCode).toBe(200);
    expect((await upload(tournament.id, tournament.owner, { section: 'TURFGRASS' })).statusCode).toBe(422);
  });

  const storedFileRows = async () =>
    (await t.current.db.db.select({ id: storedFiles.id }).from(storedFiles)).length;

  it.each([
    ['a PDF', 'licence.pdf', pdf, 'application/pdf'],
    ['a PNG', 'green.png', pngImage(), 'image/png'],
    ['a JPEG sent as anything', 'bunker', jpegImage(), 'image/jpeg'],
    [
      'a Word document',
      'plan.docx',
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a Word 97–2003 document', 'plan.doc', compoundFile('WordDocument'), 'application/msword'],
    ['an Excel 97–2003 workbook', 'usage.xls', compoundFile('Workbook'), 'application/vnd.ms-excel'],
    ['an OpenDocument text', 'plan.odt', odt, 'application/vnd.oasis.opendocument.text'],
    ['a HEIC photo', 'IMG_0042.HEIC', heic, 'image/heic'],
    ['a CSV', 'usage.csv', Buffer.from('month,m3\nJan,120\nFeb,98\n'), 'text/csv'],
    ['text with accents', 'notes.txt', Buffer.from('Grün, Ängsö, café\n'), 'text/plain'],
  ])('stores %s by its content and gives back the same bytes', async (_label, name, data, contentType) => {
    const facility = await club();
    const uploaded = await upload(
      facility.id,
      facility.owner,
      {},
      { name, type: 'application/octet-stream', data },
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({
      content_type: contentType,
      blob_filename: name,
      size: data.length,
    });
    const download = await request(
      'GET',
      `/api/organisation/document/${uploaded.json().data.id}`,
      facility.owner,
    );
    expect(download.headers['content-type']).toContain(contentType);
    expect(download.rawPayload).toEqual(data);
  });

  it.each([
    ['an ELF program renamed .pdf', 'manual.pdf', elf, 'UNPROCESSABLE_ENTITY'],
    ['a Windows program renamed .pdf', 'invoice.pdf', pe, 'UNPROCESSABLE_ENTITY'],
    [
      'a shell script renamed .csv',
      'usage.csv',
      Buffer.from('#!/bin/sh\nrm -rf ~\n'),
      'UNPROCESSABLE_ENTITY',
    ],
    ['a script without a #! line', 'mow.sh', Buffer.from('echo mow\n'), 'UNPROCESSABLE_ENTITY'],
    ['a PDF named as a program', 'setup.exe', pdf, 'UNPROCESSABLE_ENTITY'],
    [
      'a web page with script renamed .txt',
      'notes.txt',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'UNPROCESSABLE_ENTITY',
    ],
    [
      'an SVG with script',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'UNPROCESSABLE_ENTITY',
    ],
    [
      'an installer-like container renamed .doc',
      'plan.doc',
      compoundFile('SummaryInformation'),
      'INCORRECT_FORMAT',
    ],
    ['a zip archive renamed .pdf', 'archive.pdf', storedZip({ 'a.txt': 'a' }), 'INCORRECT_FORMAT'],
    ['text under a name the library does not take', 'notes.md', Buffer.from('# Notes\n'), 'INCORRECT_FORMAT'],
    [
      'binary bytes renamed .csv',
      'usage.csv',
      Buffer.from([0x01, 0x00, 0xff, 0xfe, 0x00, 0x10]),
      'INCORRECT_FORMAT',
    ],
    [
      'bytes that are not UTF-8 renamed .txt',
      'notes.txt',
      Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
      'INCORRECT_FORMAT',
    ],
  ])('refuses %s with 422 on file and stores nothing', async (_label, name, data, code) => {
    const facility = await club();
    const [objects, files] = [await storedObjects(), await storedFileRows()];
    const response = await upload(facility.id, facility.owner, {}, { name, type: 'application/pdf', data });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toMatchObject({ field: 'file', code });
    expect(response.json().data.message).toMatch(/^This file type can't be uploaded: .*Accepted: PDF, Word/);
    expect(response.json().data.message).toContain(name);
    expect(await storedObjects()).toBe(objects);
    expect(await storedFileRows()).toBe(files);
    const rows = await t.current.db.db
      .select()
      .from(documents)
      .where(eq(documents.organisationId, facility.id));
    expect(rows).toEqual([]);
  });

  it('takes a document without a description', async () => {
    const facility = await club();
    const fields = multipart(
      { name: 'Water licence', section: 'WATER' },
      { name: 'licence.pdf', type: 'application/pdf', data: pdf },
    );
    const bare = await request('POST', `/api/organisation/${facility.id}/documents`, facility.owner, fields);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.description).toBeNull();
    const blank = await upload(facility.id, facility.owner, { description: '   ' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.description).toBeNull();
  });

  it('answers a file part without a file name with 400 in the catalogue shape, not a crash', async () => {
    const facility = await club();
    const response = await upload(
      facility.id,
      facility.owner,
      {},
      {
        name: undefined,
        type: 'application/octet-stream',
        data: pdf,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ok: false,
      status: 400,
      data: { field: 'file', code: 'INCORRECT_FORMAT', number: 112 },
    });
    const listed = (
      await request('GET', `/api/organisation/${facility.id}/documents`, facility.owner)
    ).json();
    expect(listed.data.some((entry: { oncourse_document: boolean }) => !entry.oncourse_document)).toBe(false);
  });

  it('answers a multipart part it cannot read (a JSON field that is not JSON) with 400', async () => {
    const facility = await club();
    const boundary = 'oncourse-unreadable-part';
    const response = await request('POST', `/api/organisation/${facility.id}/documents`, facility.owner, {
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{"unterminated\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, status: 400, data: { code: 'INCORRECT_FORMAT' } });
  });

  it('refuses files over the size the upload dialog states', () => {
    const variable = configVariables.find((entry) => entry.name === 'UPLOAD_MAX_BYTES');
    expect(Number(variable?.default)).toBe(DOCUMENT_MAX_BYTES);
  });

  it('keeps OnCourse documents read-only and downloadable by every signed-in user', async () => {
    const facility = await club();
    const listed = (await request('GET', `/api/organisation/${facility.id}/documents`, facility.owner)).json()
      .data;
    const provided = listed.find((entry: { oncourse_document: boolean }) => entry.oncourse_document);
    const stranger = await t.current.createUser();
    const download = await request(
      'GET',
      `/api/organisation/document/${provided.id}?oncourse=true`,
      stranger,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-filename']).toBeDefined();
    const inLibrary = await request(
      'GET',
      `/api/organisation/${facility.id}/documents/${provided.id}?oncourse=true`,
      facility.owner,
    );
    expect(inLibrary.rawPayload).toEqual(download.rawPayload);

    // A document the provider placed in an organisation's library cannot be changed there.
    const own = (await upload(facility.id, facility.owner)).json().data;
    await t.current.db.db.update(documents).set({ oncourseDocument: true }).where(eq(documents.id, own.id));
    const patch = await request(
      'PATCH',
      `/api/organisation/${facility.id}/document/${own.id}`,
      facility.owner,
      {
        payload: { location: 'OTHER', filename: 'Mine now' },
      },
    );
    expect(patch.statusCode).toBe(403);
    expect(
      (await request('DELETE', `/api/organisation/${facility.id}/documents/${own.id}`, facility.owner))
        .statusCode,
    ).toBe(403);
  });

  it('answers 403, not 404, to editing or deleting an OnCourse document listed in the library', async () => {
    const facility = await club();
    const listed = (await request('GET', `/api/organisation/${facility.id}/documents`, facility.owner)).json()
      .data as { id: number; title: string; oncourse_document: boolean }[];
    const provided = listed.find((entry) => entry.oncourse_document)!;
    for (const query of ['', '?oncourse=true']) {
      const patch = await request(
        'PATCH',
        `/api/organisation/${facility.id}/document/${provided.id}${query}`,
        facility.owner,
        { payload: { location: 'OTHER', filename: 'Mine now' } },
      );
      expect(patch.statusCode, query).toBe(403);
      expect(patch.json().data).toMatchObject({ code: 'FORBIDDEN_RESOURCE', field: 'docId' });
      const deleted = await request(
        'DELETE',
        `/api/organisation/${facility.id}/documents/${provided.id}${query}`,
        facility.owner,
      );
      expect(deleted.statusCode, query).toBe(403);
    }
    const after = (await request('GET', `/api/organisation/${facility.id}/documents`, facility.owner)).json()
      .data as { id: number; title: string; oncourse_document: boolean }[];
    expect(after.find((entry) => entry.oncourse_document && entry.id === provided.id)?.title).toBe(
      provided.title,
    );
    // An id that is neither the library's nor a listed OnCourse document is still not found.
    const unknown = await request(
      'DELETE',
      `/api/organisation/${facility.id}/documents/999999?oncourse=true`,
      facility.owner,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a view-only member read but not write, and keeps other organisations’ documents out of reach', async () => {
    const facility = await club('FACILITY', 'USER_VIEW_ONLY');
    const [viewer] = facility.members as [number];
    const document = (await upload(facility.id, facility.owner)).json().data;
    expect((await request('GET', `/api/organisation/${facility.id}/documents`, viewer)).statusCode).toBe(200);
    expect((await request('GET', `/api/organisation/document/${document.id}`, viewer)).statusCode).toBe(200);
    expect((await upload(facility.id, viewer)).statusCode).toBe(403);
    expect(
      (
        await request('PATCH', `/api/organisation/${facility.id}/document/${document.id}`, viewer, {
          payload: { location: 'OTHER', filename: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await request('DELETE', `/api/organisation/${facility.id}/documents/${document.id}`, viewer))
        .statusCode,
    ).toBe(403);

    const other = await club();
    // Not a member: the other library is closed; its document is "not found" by id alone and inside one's own library.
    expect((await request('GET', `/api/organisation/${facility.id}/documents`, other.owner)).statusCode).toBe(
      403,
    );
    expect((await request('GET', `/api/organisation/document/${document.id}`, other.owner)).statusCode).toBe(
      404,
    );
    expect(
      (await request('GET', `/api/organisation/${other.id}/documents/${document.id}`, other.owner))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('DELETE', `/api/organisation/${other.id}/documents/${document.id}`, other.owner))
        .statusCode,
    ).toBe(404);
    const still = await t.current.db.db.select().from(documents).where(eq(documents.id, document.id));
    expect(still).toHaveLength(1);
  });
});

describe('documents in S3-compatible object storage', () => {
  const s3Dir = mkdtempSync(join(tmpdir(), 'oncourse-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const options = { config: {} as Partial<Config> };
  beforeAll(async () => {
    const { port } = await server.run();
    const s3 = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'oncourse-documents',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const admin = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    await admin.send(new CreateBucketCommand({ Bucket: s3.bucket }));
    admin.destroy();
    // The harness reads the configuration in its own beforeAll, which runs after this one.
    options.config.s3 = s3;
  });
  const t = useTestApp('pglite', options);
  afterAll(async () => {
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('uploads into the bucket, downloads from it and deletes the object with the document', async () => {
    expect(t.current.config.s3?.bucket).toBe('oncourse-documents');
    expect(t.current.storage).not.toHaveProperty('keys');
    const [organisation] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: 'S3 documents club' })
      .returning({ id: organisations.id });
    const owner = await t.current.createUser();
    await t.current.addMember(owner, organisation!.id, 'OWNER');
    const headers = await t.current.authHeader(owner);
    const body = multipart(
      { name: 'Habitat survey', section: 'HABITAT_BIODIVERSITY', description: 'Spring 2025' },
      { name: 'survey.pdf', type: 'application/pdf', data: pdf },
    );
    const uploaded = await t.current.app.inject({
      method: 'POST',
      url: `/api/organisation/${organisation!.id}/documents`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const id = uploaded.json().data.id as number;
    const [file] = await t.current.db.db
      .select({ key: storedFiles.storageKey, data: storedFiles.data })
      .from(storedFiles)
      .innerJoin(documents, eq(documents.fileId, storedFiles.id))
      .where(eq(documents.id, id));
    expect(file?.data).toBeNull();
    expect(await t.current.storage.get(file!.key!)).toEqual(pdf);

    const download = await t.current.app.inject({
      method: 'GET',
      url: `/api/organisation/document/${id}`,
      headers,
    });
    expect(download.rawPayload).toEqual(pdf);
    await t.current.app.inject({
      method: 'DELETE',
      url: `/api/organisation/${organisation!.id}/documents/${id}`,
      headers,
    });
    expect(await t.current.storage.get(file!.key!)).toBeNull();
  });
});
