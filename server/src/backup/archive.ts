// The backup file: one gzip stream of named entries, each a JSON header line and its bytes. No tar
// library is needed to write or read it, and the manifest comes first so a reader learns what the
// file holds before anything else.
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';

export const ARCHIVE_MAGIC = 'ONCOURSE-BACKUP 1\n';

export interface ArchiveEntry {
  name: string;
  data: Uint8Array;
}

/** The archive's bytes: gzip of the magic line, then per entry `{"name","size"}\n` and the bytes. */
export function packArchive(entries: readonly ArchiveEntry[]): Buffer {
  const parts: Buffer[] = [Buffer.from(ARCHIVE_MAGIC)];
  for (const entry of entries) {
    parts.push(Buffer.from(`${JSON.stringify({ name: entry.name, size: entry.data.byteLength })}\n`));
    parts.push(Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength));
  }
  return gzipSync(Buffer.concat(parts));
}

/** The entries of an archive's bytes; throws on anything that is not a whole OnCourse backup. */
export function unpackArchive(bytes: Uint8Array): ArchiveEntry[] {
  let raw: Buffer;
  try {
    raw = gunzipSync(bytes);
  } catch {
    throw new Error('Not an OnCourse backup (not gzip)');
  }
  if (!raw.subarray(0, ARCHIVE_MAGIC.length).equals(Buffer.from(ARCHIVE_MAGIC)))
    throw new Error('Not an OnCourse backup');
  const entries: ArchiveEntry[] = [];
  let at = ARCHIVE_MAGIC.length;
  while (at < raw.length) {
    const end = raw.indexOf(0x0a, at);
    if (end < 0) throw new Error('The backup is truncated');
    const header = JSON.parse(raw.subarray(at, end).toString('utf8')) as { name: string; size: number };
    const data = raw.subarray(end + 1, end + 1 + header.size);
    if (data.length !== header.size) throw new Error('The backup is truncated');
    entries.push({ name: header.name, data });
    at = end + 1 + header.size;
  }
  return entries;
}

export const writeArchive = (file: string, entries: readonly ArchiveEntry[]) =>
  writeFile(file, packArchive(entries), { mode: 0o600 });

export const readArchive = async (file: string) => unpackArchive(await readFile(file));
