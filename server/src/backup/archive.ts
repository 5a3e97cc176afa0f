// The backup file: one gzip stream of named entries, each a JSON header line and its bytes. No tar
// library is needed to write or read it, and the manifest comes first so a reader learns what the
// file holds before anything else. Both ways stream: a backup of a large document library needs
// one chunk of it in memory at a time, not its size.
import { createReadStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const ARCHIVE_MAGIC = 'ONCOURSE-BACKUP 1\n';

/** An entry to write: its size is known before its bytes are read (the header names it). */
export interface ArchiveSource {
  name: string;
  size: number;
  /** The entry's bytes, opened only when the entry is written. */
  open: () => Iterable<Uint8Array> | AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
}

/** An entry being read: `body` must be read (or left) before the next entry comes. */
export interface ArchiveEntryStream {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/** An entry of bytes already in memory (the manifest, PGlite's dump). */
export const bytesEntry = (name: string, data: Uint8Array): ArchiveSource => ({
  name,
  size: data.byteLength,
  open: () => [data],
});

async function* archiveBytes(entries: AsyncIterable<ArchiveSource> | Iterable<ArchiveSource>) {
  yield Buffer.from(ARCHIVE_MAGIC);
  for await (const entry of entries) {
    yield Buffer.from(`${JSON.stringify({ name: entry.name, size: entry.size })}\n`);
    let written = 0;
    for await (const chunk of await entry.open()) {
      written += chunk.byteLength;
      // The header promised `size` bytes: a file that grew or shrank would corrupt every later entry.
      if (written > entry.size) throw new Error(`${entry.name} grew while it was backed up`);
      yield chunk;
    }
    if (written !== entry.size) throw new Error(`${entry.name} shrank while it was backed up`);
  }
}

/** Writes the archive of `entries`, in order, gzip-compressed, to `out`; rejects (and ends `out`) on any failure. */
export async function writeArchive(
  out: Writable,
  entries: AsyncIterable<ArchiveSource> | Iterable<ArchiveSource>,
): Promise<void> {
  await pipeline(Readable.from(archiveBytes(entries)), createGzip(), out);
}

/**
 * The entries of an archive's (gzip) bytes, one at a time; throws on anything that is not a whole
 * OnCourse backup, truncation included.
 */
export async function* readArchive(
  compressed: AsyncIterable<Uint8Array>,
): AsyncGenerator<ArchiveEntryStream> {
  const gunzip = createGunzip();
  const source = Readable.from(compressed);
  source.on('error', (error) => gunzip.destroy(error));
  const chunks = source.pipe(gunzip)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  const more = async (): Promise<boolean> => {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'Z_BUF_ERROR') throw new Error('The backup is truncated', { cause: error });
      if (code?.startsWith('Z_')) throw new Error('Not an OnCourse backup (not gzip)', { cause: error });
      throw error;
    }
    if (next.done) return false;
    pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value]);
    return true;
  };
  /** The next header line, or null at a clean end. */
  const line = async (): Promise<string | null> => {
    for (;;) {
      const end = pending.indexOf(0x0a);
      if (end >= 0) {
        const text = pending.subarray(0, end).toString('utf8');
        pending = pending.subarray(end + 1);
        return text;
      }
      if (pending.length > 64 * 1024) throw new Error('Not an OnCourse backup');
      if (!(await more())) {
        if (pending.length === 0) return null;
        throw new Error('The backup is truncated');
      }
    }
  };
  while (pending.length < ARCHIVE_MAGIC.length) {
    if (!(await more())) break;
  }
  if (!pending.subarray(0, ARCHIVE_MAGIC.length).equals(Buffer.from(ARCHIVE_MAGIC)))
    throw new Error('Not an OnCourse backup');
  pending = pending.subarray(ARCHIVE_MAGIC.length);
  for (;;) {
    const text = await line();
    if (text === null) return;
    const header = JSON.parse(text) as { name: string; size: number };
    let remaining = header.size;
    async function* body(): AsyncGenerator<Buffer> {
      while (remaining > 0) {
        if (pending.length === 0 && !(await more())) throw new Error('The backup is truncated');
        const take = Math.min(remaining, pending.length);
        const chunk = pending.subarray(0, take);
        pending = pending.subarray(take);
        remaining -= take;
        yield chunk;
      }
    }
    yield { name: header.name, size: header.size, body: body() };
    // Whatever the reader left of this entry is skipped to reach the next header.
    for await (const skipped of body()) void skipped;
  }
}

/** The entries of a backup file, streamed from disk. */
export const readArchiveFile = (file: string) => readArchive(createReadStream(file));

/** Reads a backup file through (every entry whole, the gzip complete) without keeping any of it; throws if not. */
export async function checkArchiveFile(file: string): Promise<void> {
  for await (const entry of readArchiveFile(file)) for await (const chunk of entry.body) void chunk;
}

/** An entry's bytes gathered in memory (the manifest, one stored file, PGlite's dump). */
export async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
