// Documents over real HTTP on the embedded default: the bytes live in DATA_DIR/files, survive a
// restart of the server, download under their name, and leave the folder when deleted.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFacility, facilityBody, signIn, signUp, uniqueEmail } from '../support/accounts.ts';
import { useTestServer } from '../support/test-server.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('documents in the data folder over HTTP', () => {
  const server = useTestServer('documents');

  const filesIn = async () => readdir(join(server.dataDir, 'files', 'uploads')).catch(() => [] as string[]);

  it('keeps an uploaded document in DATA_DIR/files across a restart and removes it on delete', async () => {
    const email = uniqueEmail('dana');
    let me = await signUp(server, 'Dana', { lastName: 'Docs', email });
    const organisationId = await createFacility(
      server.api,
      me,
      facilityBody({
        title: `Document Dunes ${Date.now().toString(36)}`,
        email_address: `office.${Date.now().toString(36)}@dunes.test`,
      }),
    );

    const form = new FormData();
    form.set('name', 'Water licence');
    form.set('section', 'WATER');
    form.set('description', 'Abstraction licence');
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'licence.pdf');
    const uploaded = await fetch(`${server.url}/api/organisation/${organisationId}/documents`, {
      method: 'POST',
      headers: me.headers,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const document = ((await uploaded.json()) as { data: { id: number } }).data;
    expect(await filesIn()).toHaveLength(1);

    await server.restart();
    me = await signIn(server.api, email);
    const download = await fetch(`${server.url}/api/organisation/document/${document.id}`, {
      headers: me.headers,
    });
    expect(download.status).toBe(200);
    expect(decodeURIComponent(download.headers.get('content-filename')!)).toBe('Water licence.pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);

    const deleted = await fetch(`${server.url}/api/organisation/${organisationId}/documents/${document.id}`, {
      method: 'DELETE',
      headers: me.headers,
    });
    expect(deleted.status).toBe(200);
    expect(await filesIn()).toEqual([]);
  });
});
