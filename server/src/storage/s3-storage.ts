import type { Readable } from 'node:stream';
import type { S3Config } from '../config.ts';
import { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');
/**
 * The S3 SDK, loaded with the first S3 storage made: a server that keeps its files in its data
 * folder never needs it, and loading it took about 0.2 s of every start.
 */
let sdk: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * S3-compatible object storage, for several servers sharing one set of files. Path-style
 * addressing, because most S3-compatible servers (MinIO, Ceph, local test servers) expect it.
 */
export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const connected = loadSdk().then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.region,
      forcePathStyle: true,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    }),
  }));
  // A failure (the SDK missing, a client it refuses) reaches each call that awaits it, not the
  // process as an unhandled rejection while no call is waiting.
  connected.catch(() => undefined);
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      const { s3, client } = await connected;
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      const { s3, client } = await connected;
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async read(key) {
      assertStorageKey(key);
      const { s3, client } = await connected;
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is the response's readable stream.
        if (!object.Body || object.ContentLength === undefined) return null;
        return { size: object.ContentLength, stream: object.Body as Readable };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { s3, client } = await connected;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const { s3, client } = await connected;
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) found.push({ key: object.Key, storedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    // Once the client is made: a storage closed before its first call still had one coming.
    close: () => void connected.then(({ client }) => client.destroy()),
  };
}
