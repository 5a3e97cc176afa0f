import { assertStorageKey, type FileStorage } from './file-storage.ts';

/** Bytes kept in the process (tests on in-memory PGlite): gone when the process ends. */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const objects = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertStorageKey(key);
      objects.set(key, Buffer.from(data));
    },
    async get(key) {
      assertStorageKey(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
    keys: () => [...objects.keys()].sort(),
  };
}
