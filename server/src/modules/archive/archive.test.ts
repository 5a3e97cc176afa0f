// The organisation archive (docs/organisations.md#archive): one ZIP with the profile, every year's
// answers with notes and history, and the documents; for the owner only.
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@oncourse/engine';
import { databases, useTestApp } from '../../test/harness.ts';
import { insertDocument } from '../../test/rows.ts';
import { zipArchive } from './zip.ts';

const FACILITY = 1;
const NATURE = 1;

/** Reads a ZIP archive's files by name from its central directory (an independent reader for the test). */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const answer = (value: string): Omit<Answer, 'notes'> => ({
  complete: false,
  savelater: true,
  value,
  unitMeasurementType: null,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

describe('zipArchive', () => {
  it('writes files a ZIP reader gets back byte for byte, compressed or stored', () => {
    const text = Buffer.from('{"fairways":12}\n'.repeat(200));
    const random = Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 7919) % 251));
    const files = unzip(
      zipArchive([
        { name: 'answers/nature/2025.json', data: text },
        { name: 'documents/1-plan ü.pdf', data: random },
      ]),
    );
    expect(files.get('answers/nature/2025.json')).toEqual(text);
    expect(files.get('documents/1-plan ü.pdf')).toEqual(random);
  });
});

describe.each(databases())('the organisation archive on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (userId: number, organisationId = FACILITY) =>
    t.current.app.inject({
      method: 'GET',
      url: `/api/organisation/${organisationId}/archive`,
      headers: await t.current.authHeader(userId),
    });

  it('gives the owner every answer set, note, change and document, naming a deleted author a former member', async () => {
    const { id, owner, members } = await t.current.createOrganisation(
      { type: 'FACILITY', title: `Archive Links ${Math.random()}` },
      ['USER'],
    );
    const [writer] = members;
    const headers = await t.current.authHeader(writer!);
    const created = await t.current.app.inject({
      method: 'POST',
      url: `/api/reviews/answers/question/${NATURE}/organisation/${id}/new`,
      headers,
      payload: { year: null },
    });
    expect(created.statusCode, created.body).toBe(200);
    const set = created.json().data;
    const saved = await t.current.app.inject({
      method: 'PATCH',
      url: `/api/reviews/answers/${set.id}/organisation/${id}`,
      headers,
      payload: { baseVersion: set.version, answers: { '10017': answer('Ragwort pulled by hand') } },
    });
    expect(saved.statusCode).toBe(200);
    await insertDocument(t.current.db.db, { organisationId: id, title: 'Ecology plan' });
    expect(
      (await t.current.app.inject({ method: 'DELETE', url: `/api/app-user/${writer}`, headers })).statusCode,
    ).toBe(200);

    const response = await get(owner, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzip(response.rawPayload);
    const organisation = JSON.parse(files.get('organisation.json')!.toString('utf8'));
    expect(organisation.organisation.title).toMatch(/^Archive Links/);
    const answerFiles = [...files.keys()].filter((name) => name.startsWith('answers/'));
    expect(answerFiles).toHaveLength(1);
    const answers = JSON.parse(files.get(answerFiles[0]!)!.toString('utf8'));
    expect(answers.answers['10017'].value).toBe('Ragwort pulled by hand');
    expect(answers.history).toEqual([
      expect.objectContaining({ questionId: 10017, changedBy: 'a former member', before: null }),
    ]);
    const documents = JSON.parse(files.get('documents.json')!.toString('utf8'));
    expect(documents).toEqual([expect.objectContaining({ title: 'Ecology plan' })]);
    expect(files.get(documents[0].path)?.toString()).toBe('%PDF');
  });

  it('refuses every member but the owner, and people outside the organisation', async () => {
    const { members } = await t.current.createOrganisation(
      { type: 'FACILITY', title: `Closed Links ${Math.random()}` },
      ['ADMIN_USER'],
    );
    expect((await get(members[0]!)).statusCode).toBe(403);
    const demoAdmin = await t.current.createUser();
    await t.current.addMember(demoAdmin, FACILITY, 'ADMIN_USER');
    expect((await get(demoAdmin)).statusCode).toBe(403);
  });
});
