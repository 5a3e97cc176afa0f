import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/** Bytes kept in the process (tests on in-memory PGlite): gone when the process ends. */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const objects = new Map<string, { data: Buffer; storedAt: Date }>();
  return {
    async put(key, data) {
      assertStorageKey(key);
      objects.set(key, { data: Buffer.from(data), storedAt: new Date() });
    },
    async read(key) {
      assertStorageKey(key);
      const data = objects.get(key)?.data;
      return data ? { size: data.length, stream: Readable.from([data]) } : null;
    },
    async get(key) {
      assertStorageKey(key);
      return objects.get(key)?.data ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
    async list(prefix) {
      return [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, object]) => ({ key, storedAt: object.storedAt }));
    },
    keys: () => [...objects.keys()].sort(),
  };
}
