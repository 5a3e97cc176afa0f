// The organisation archive (docs/organisations.md#archive): one ZIP with the profile, every year's
// answers with notes and history, and the documents; for the owner only.
import { buffer } from 'node:stream/consumers';
import yauzl, { type ZipFile } from 'yauzl';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@oncourse/engine';
import { databases, useTestApp } from '../../test/harness.ts';
import { insertDocument } from '../../test/rows.ts';
import { zipArchive } from './zip.ts';

const FACILITY = 1;
const NATURE = 1;

/** Every file of a ZIP archive by name, read by yauzl (an independent, widely used reader). */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((data) => {
          files.set(entry.fileName, data);
          zip.readEntry();
        }, reject);
      });
    });
    zip.readEntry();
  });
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
  it('streams files a ZIP reader gets back byte for byte, compressed or stored', async () => {
    const text = Buffer.from('{"fairways":12}\n'.repeat(200));
    const random = Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 7919) % 251));
    const files = await unzip(
      await buffer(
        zipArchive([
          { name: 'answers/nature/2025.json', data: text },
          { name: 'documents/1-plan ü.pdf', data: random },
        ]),
      ),
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
    const files = await unzip(response.rawPayload);
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
