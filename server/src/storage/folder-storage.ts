import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertStorageKey, isStorageKey, type FileStorage, type StoredObject } from './file-storage.ts';

/**
 * Files in a folder (DATA_DIR/files): the embedded default, for one server. A put writes a
 * temporary file and renames it, so a reader never sees half a file, even after a crash.
 */
export function createFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key) {
      // The open file stays whole: a put renames a new file over the name, never writes into this one.
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const found: StoredObject[] = [];
      for (const name of names) {
        const key = relative(root, join(root, name)).split(sep).join('/');
        if (!key.startsWith(prefix) || !isStorageKey(key)) continue;
        const info = await stat(join(root, name)).catch(() => null);
        if (info?.isFile()) found.push({ key, storedAt: info.mtime });
      }
      return found;
    },
  };
}
