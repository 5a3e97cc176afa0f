// The organisation archive as a ZIP stream, written by yazl: entries are compressed one after the
// other by zlib's asynchronous DEFLATE, so a large archive neither holds up the event loop nor sits
// whole in memory, and yazl switches to ZIP64 by itself past 4 GiB or 65,535 entries.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
}

/** Files already compressed (images, PDFs, office documents) are stored: DEFLATE would not help. */
const COMPRESSED = /\.(?:png|jpe?g|gif|webp|pdf|zip|gz|docx|xlsx|pptx)$/i;

/** The entries as one ZIP archive, streamed; names are stored as UTF-8. */
export function zipArchive(entries: readonly ZipEntry[], modified = new Date()): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, { mtime: modified, compress: !COMPRESSED.test(entry.name) });
  }
  zip.end();
  // yazl types its output as NodeJS.ReadableStream; it is a stream.PassThrough, a Readable.
  return zip.outputStream as Readable;
}
