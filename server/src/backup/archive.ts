// The backup file: a gzip-compressed tar (docs/security-operations.md#backups), written and read by
// tar-stream, so operators can list and unpack it with their own tools (`tar -tzf`). The manifest
// is the first entry, so a reader learns what the file holds before anything else. Both ways
// stream: a backup of a large document library needs one chunk of it in memory at a time.
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { LEGACY_MAGIC, readLegacyEntries } from './legacy-archive.ts';

/** An entry to write: its size is known before its bytes are read (the tar header names it). */
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

/** The tar header of an entry: a regular file, readable by its owner only once unpacked. */
const header = (entry: ArchiveSource, mtime: Date) => ({
  name: entry.name,
  size: entry.size,
  mode: 0o600,
  mtime,
  type: 'file' as const,
});

/** Writes the archive of `entries`, in order, as a gzip-compressed tar to `out`; rejects (and ends `out`) on any failure. */
export async function writeArchive(
  out: Writable,
  entries: AsyncIterable<ArchiveSource> | Iterable<ArchiveSource>,
): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), out);
  const mtime = new Date();
  try {
    for await (const entry of entries) {
      let sent = 0;
      const finished = new Promise<void>((resolve, reject) => {
        const stream = pack.entry(header(entry, mtime), (error) => (error ? reject(error) : resolve()));
        // A failed entry is reported through the callback; destroying the pack also errors the entry.
        stream.on('error', () => undefined);
        const write = async () => {
          for await (const chunk of await entry.open()) {
            sent += chunk.byteLength;
            // The header promised `size` bytes: a file that grew or shrank would corrupt every later entry.
            if (sent > entry.size) throw new Error(`${entry.name} grew while it was backed up`);
            if (!stream.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
              await once(stream, 'drain');
          }
          if (sent !== entry.size) throw new Error(`${entry.name} shrank while it was backed up`);
          stream.end(Buffer.alloc(0));
        };
        write().catch(reject);
      });
      await finished;
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

/** The reader's words for what zlib and tar-stream report. */
function readError(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const message = (error as Error).message ?? '';
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message))
    return new Error('The backup is truncated', { cause: error });
  if (code?.startsWith('Z_')) return new Error('Not an OnCourse backup (not gzip)', { cause: error });
  if (/invalid tar header/i.test(message)) return new Error('Not an OnCourse backup', { cause: error });
  return error as Error;
}

/**
 * The entries of an archive's (gzip) bytes, one at a time; throws on anything that is not a whole
 * OnCourse backup, truncation included. A backup written before the tar container
 * (legacy-archive.ts) is read too.
 */
export async function* readArchive(
  compressed: AsyncIterable<Uint8Array>,
): AsyncGenerator<ArchiveEntryStream> {
  const gunzip = createGunzip();
  const source = Readable.from(compressed);
  source.on('error', (error) => gunzip.destroy(error));
  const chunks = source.pipe(gunzip)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = async () => {
    try {
      return await chunks.next();
    } catch (error) {
      throw readError(error);
    }
  };
  let start = Buffer.alloc(0);
  while (start.length < LEGACY_MAGIC.length) {
    const chunk = await next();
    if (chunk.done) break;
    start = Buffer.concat([start, chunk.value]);
  }
  if (start.subarray(0, LEGACY_MAGIC.length).equals(LEGACY_MAGIC)) {
    const rest = { next } as AsyncIterator<Buffer>;
    try {
      yield* readLegacyEntries(rest, start.subarray(LEGACY_MAGIC.length));
    } catch (error) {
      throw readError(error);
    }
    return;
  }
  if (start.length === 0) throw new Error('Not an OnCourse backup');

  const extract = tarExtract();
  async function* decompressed() {
    yield start;
    for (;;) {
      const chunk = await next();
      if (chunk.done) return;
      yield chunk.value;
    }
  }
  const fed = pipeline(Readable.from(decompressed()), extract);
  fed.catch(() => undefined);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as AsyncIterable<Buffer> };
      // Whatever the reader left of this entry is skipped to reach the next one.
      for await (const skipped of entry) void skipped;
    }
    await fed;
  } catch (error) {
    throw readError(error);
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
