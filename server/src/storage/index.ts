import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type { FileStorage } from './file-storage.ts';
export { createFolderStorage, createMemoryStorage, createS3Storage };

/**
 * The storage the configuration names: S3 when S3_BUCKET is set, otherwise the folder
 * DATA_DIR/files (or memory, for tests whose database is in memory too).
 */
export function createStorage(config: Pick<Config, 's3' | 'filesDir' | 'dataDir'>): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  if (config.filesDir === 'memory://') return createMemoryStorage();
  return createFolderStorage(config.filesDir ?? join(config.dataDir, 'files'));
}
