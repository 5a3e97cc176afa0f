import type { Readable } from 'node:stream';
/**
 * Where uploaded bytes live, addressed by a key the database keeps (stored_files.storage_key).
 * One interface, so the embedded folder and S3-compatible object storage are interchangeable.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The bytes under the key as a stream with their size, or null when nothing is stored there: a
   * backup copies a document library of any size without holding a file in memory.
   */
  read(key: string): Promise<StoredStream | null>;
  /** Removes the key; removing a missing key is not an error (deletes may be retried). */
  delete(key: string): Promise<void>;
  /** Every key under the prefix (e.g. `uploads/`), with when it was stored. */
  list(prefix: string): Promise<StoredObject[]>;
}

export interface StoredStream {
  size: number;
  stream: Readable;
}

export interface StoredObject {
  key: string;
  storedAt: Date;
}

/** Whether a name is one of our keys (a folder's leftover temporary file is not). */
export const isStorageKey = (key: string): boolean => keyPattern.test(key) && key.length <= 200;

/** Keys are ours (see newStorageKey), never a user's file name: letters, digits, '-' and '/' only. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Throws on a key that could leave the storage's root (a programming error, never user input). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}
