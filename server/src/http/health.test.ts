import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, useTestApp, type TestApp } from '../test/harness.ts';

describe.each(databases())('readiness on %s', (kind) => {
  const t = useTestApp(kind);

  it('is ready while the database answers, with files kept locally', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/readiness' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      status: 200,
      data: { ready: true, database: kind, storage: 'local' },
    });
  });
});

describe('readiness with object storage', () => {
  const folder = mkdtempSync(join(tmpdir(), 'oncourse-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
  });
  let endpoint = '';
  const apps: TestApp[] = [];
  const appWithBucket = async (bucket: string) => {
    const app = await createTestApp('pglite', {
      seed: false,
      config: {
        s3: { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    const admin = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await admin.send(new CreateBucketCommand({ Bucket: 'oncourse-ready' }));
    admin.destroy();
  });
  afterAll(async () => {
    // The app whose database the last test closed cannot close it again.
    await Promise.allSettled(apps.map((app) => app.close()));
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is ready when the bucket answers', async () => {
    const { app } = await appWithBucket('oncourse-ready');
    const response = await app.inject({ method: 'GET', url: '/api/readiness' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ready: true, database: 'pglite', storage: 'object-storage' });
  });

  it('answers 503 naming the object storage when the bucket does not answer', async () => {
    const { app } = await appWithBucket('no-such-bucket');
    const response = await app.inject({ method: 'GET', url: '/api/readiness' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      ok: false,
      status: 503,
      data: { code: 'INTERNAL_SERVER_ERROR', message: 'Not ready: the object storage does not answer' },
    });
  });

  it('answers 503 naming the database when it has gone', async () => {
    const ready = await appWithBucket('oncourse-ready');
    await ready.db.close();
    const response = await ready.app.inject({ method: 'GET', url: '/api/readiness' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.message).toBe('Not ready: the database does not answer');
  });
});
