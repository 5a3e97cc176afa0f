import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.ts';

/**
 * S3-compatible object storage, for several servers sharing one set of files. Path-style
 * addressing, because most S3-compatible servers (MinIO, Ceph, local test servers) expect it.
 */
export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: true,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is the response's readable stream.
        if (!object.Body || object.ContentLength === undefined) return null;
        return { size: object.ContentLength, stream: object.Body as Readable };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) found.push({ key: object.Key, storedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    close: () => client.destroy(),
  };
}
