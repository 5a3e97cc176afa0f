// Every FileStorage keeps the same promises: what is put comes back byte for byte, a missing key
// is null, delete is idempotent, and keys that could escape the storage are refused. The S3
// implementation runs against a local S3-compatible server (s3rver) started here.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oncourse-storage-'));
  folders.push(folder);
  return folder;
};

let s3Server: S3rver;
let s3Endpoint = '';
let s3Storage: FileStorage & { close(): void };

beforeAll(async () => {
  s3Server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempFolder() });
  const address = await s3Server.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });
  await admin.send(new CreateBucketCommand({ Bucket: 'oncourse-test' }));
  admin.destroy();
  s3Storage = createS3Storage({
    endpoint: s3Endpoint,
    bucket: 'oncourse-test',
    region: 'us-east-1',
    ...credentials,
  });
});

afterAll(async () => {
  s3Storage?.close();
  await s3Server?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ['a folder', () => createFolderStorage(tempFolder())],
  ['memory', () => createMemoryStorage()],
  ['S3 (s3rver)', () => s3Storage],
];

describe.each(implementations)('file storage in %s', (_name, make) => {
  it('gives back exactly the bytes it was given, and null for a key never stored', async () => {
    const storage = make();
    const bytes = Buffer.from([0, 1, 2, 250, 255, 0x89, 0x50, 0x4e, 0x47]);
    await storage.put('uploads/round-trip', bytes, 'application/octet-stream');
    expect(await storage.get('uploads/round-trip')).toEqual(bytes);
    expect(await storage.get('uploads/never-stored')).toBeNull();
  });

  it('streams what it holds with its size, and null for a key never stored', async () => {
    const storage = make();
    const bytes = Buffer.alloc(300_000, 0x2a);
    bytes.write('first', 0);
    await storage.put('uploads/streamed', bytes, 'application/octet-stream');
    const read = await storage.read('uploads/streamed');
    expect(read?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of read!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await storage.read('uploads/never-stored')).toBeNull();
  });

  it('replaces what a key held, and deletes it (twice without complaint)', async () => {
    const storage = make();
    await storage.put('uploads/replaced', Buffer.from('first'), 'text/plain');
    await storage.put('uploads/replaced', Buffer.from('second'), 'text/plain');
    expect((await storage.get('uploads/replaced'))?.toString()).toBe('second');
    await storage.delete('uploads/replaced');
    expect(await storage.get('uploads/replaced')).toBeNull();
    await expect(storage.delete('uploads/replaced')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix with when they were stored', async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    await storage.put('uploads/listed-one', Buffer.from('1'), 'text/plain');
    await storage.put('uploads/listed-two', Buffer.from('2'), 'text/plain');
    await storage.put('elsewhere/not-listed', Buffer.from('3'), 'text/plain');
    const listed = (await storage.list('uploads/listed-')).sort((a, b) => a.key.localeCompare(b.key));
    expect(listed.map((object) => object.key)).toEqual(['uploads/listed-one', 'uploads/listed-two']);
    for (const object of listed) expect(object.storedAt.getTime()).toBeGreaterThan(before);
  });

  it('refuses keys that could reach outside the storage', async () => {
    const storage = make();
    for (const key of ['../secrets.json', 'uploads/../../etc/passwd', '/absolute', 'Uploads/Upper', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('folder storage', () => {
  it('leaves no temporary file behind after a put', async () => {
    const root = tempFolder();
    const storage = createFolderStorage(root);
    await storage.put('uploads/a', Buffer.from('a'), 'text/plain');
    expect(readdirSync(join(root, 'uploads'))).toEqual(['a']);
  });
});
