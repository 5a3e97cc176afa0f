import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/harness.ts';
import { ORPHAN_AFTER_MS, storeUpload, sweepOrphanObjects, withFileTransaction } from './stored-files.ts';

describe.each(databases())('the orphan sweep on %s', (kind) => {
  const t = useTestApp(kind);
  const context = () => ({ db: t.current.db.db, storage: t.current.storage, log: t.current.app.log });
  const upload = (name: string) =>
    storeUpload(
      context(),
      { filename: name, mimeType: 'text/plain', data: Buffer.from(name) },
      async (_tx, fileId) => fileId,
    );

  it('removes objects no file names once they are old enough, and nothing else', async () => {
    await upload('kept.txt');
    // What a server that stopped between storing the bytes and committing the row leaves behind.
    await t.current.storage.put('uploads/left-by-a-crash', Buffer.from('orphan'), 'text/plain');
    const keysBefore = (await t.current.storage.list('uploads/')).map((object) => object.key);

    // Just stored: it may be an upload still in flight, so it stays.
    expect(await sweepOrphanObjects(context())).toEqual([]);

    const later = Date.now() + ORPHAN_AFTER_MS + 60_000;
    expect(await sweepOrphanObjects(context(), later)).toEqual(['uploads/left-by-a-crash']);
    const keysAfter = (await t.current.storage.list('uploads/')).map((object) => object.key);
    expect(keysAfter.sort()).toEqual(keysBefore.filter((key) => key !== 'uploads/left-by-a-crash').sort());
    expect(keysAfter.length).toBeGreaterThan(0);
  });

  it('never removes the object of a file that exists, however old', async () => {
    const fileId = await upload('old-but-named.txt');
    const later = Date.now() + 10 * ORPHAN_AFTER_MS;
    await sweepOrphanObjects(context(), later);
    // Deleting the file through the normal path still finds its object there to remove.
    const before = (await t.current.storage.list('uploads/')).length;
    await withFileTransaction(context(), (_tx, discard) => discard([fileId]));
    expect((await t.current.storage.list('uploads/')).length).toBe(before - 1);
  });
});
