// The backup file streams both ways (docs/security-operations.md#backups): an entry far larger than
// what the writer keeps in memory, a damaged file refused, a file that changed size refused.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  createWriteStream,
  type WriteStream,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesEntry, checkArchiveFile, collect, readArchiveFile, writeArchive } from './archive.ts';

const folder = mkdtempSync(join(tmpdir(), 'oncourse-archive-'));
const streams: WriteStream[] = [];
/** A file of the test's folder to write a backup into, closed before the folder is removed. */
function backupFile(path: string): WriteStream {
  const stream = createWriteStream(path);
  streams.push(stream);
  return stream;
}
// A refused write closes its file only after the refusal is reported: the folder goes once every
// file is closed, or rmdir finds it not empty (seen as ENOTEMPTY).
afterAll(async () => {
  // Not events.once: a refused file's stream reports its error before it closes.
  await Promise.all(
    streams.map((stream) =>
      stream.closed ? undefined : new Promise<void>((resolve) => stream.once('close', () => resolve())),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
});

const CHUNK = 64 * 1024;

describe('the backup archive', () => {
  it('writes a 256 MB entry while holding only a few chunks of it, and reads it back entry by entry', async () => {
    const file = join(folder, 'large.backup');
    const size = 256 * 1024 * 1024;
    const chunk = Buffer.alloc(CHUNK, 0x41);
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    async function* library() {
      for (let sent = 0; sent < size; sent += CHUNK) {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
        yield chunk;
      }
    }
    await writeArchive(backupFile(file), [
      bytesEntry('manifest.json', Buffer.from('{"format":1}')),
      { name: 'files/uploads/big', size, open: library },
      bytesEntry('files/uploads/small', Buffer.from('small')),
    ]);
    // Building the archive in memory would hold the whole entry (and its gzip) at once.
    expect(peak).toBeLessThan(64 * 1024 * 1024);

    const seen: { name: string; size: number; bytes: number }[] = [];
    for await (const entry of readArchiveFile(file)) {
      let bytes = 0;
      if (entry.name === 'files/uploads/small') bytes = (await collect(entry.body)).length;
      else for await (const part of entry.body) bytes += part.length;
      seen.push({ name: entry.name, size: entry.size, bytes });
    }
    expect(seen).toEqual([
      { name: 'manifest.json', size: 12, bytes: 12 },
      { name: 'files/uploads/big', size, bytes: size },
      { name: 'files/uploads/small', size: 5, bytes: 5 },
    ]);
  }, 120_000);

  it('skips what a reader leaves of an entry and still reaches the next one', async () => {
    const file = join(folder, 'skip.backup');
    await writeArchive(backupFile(file), [
      bytesEntry('database', Buffer.alloc(200_000, 1)),
      bytesEntry('files/uploads/after', Buffer.from('after')),
    ]);
    const names: string[] = [];
    let after = '';
    for await (const entry of readArchiveFile(file)) {
      names.push(entry.name);
      if (entry.name === 'files/uploads/after') after = (await collect(entry.body)).toString();
    }
    expect(names).toEqual(['database', 'files/uploads/after']);
    expect(after).toBe('after');
  });

  it('refuses a cut-off file and one that is not a backup', async () => {
    const whole = join(folder, 'whole.backup');
    await writeArchive(backupFile(whole), [bytesEntry('database', Buffer.alloc(500_000, 7))]);
    const bytes = readFileSync(whole);
    const cut = join(folder, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(checkArchiveFile(cut)).rejects.toThrow();
    const other = join(folder, 'other.backup');
    writeFileSync(other, 'hello');
    await expect(checkArchiveFile(other)).rejects.toThrow(/Not an OnCourse backup/);
    await expect(checkArchiveFile(whole)).resolves.toBeUndefined();
  });

  it("is a gzip-compressed tar that the operator's own tar lists and unpacks", async () => {
    const file = join(folder, 'standard.backup');
    await writeArchive(backupFile(file), [
      bytesEntry('manifest.json', Buffer.from('{"format":1}')),
      bytesEntry('files/uploads/documents/report.pdf', Buffer.from('%PDF-1.7 report')),
    ]);
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual([
      'manifest.json',
      'files/uploads/documents/report.pdf',
    ]);
    const unpacked = join(folder, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', file, '-C', unpacked]);
    expect(readFileSync(join(unpacked, 'files/uploads/documents/report.pdf'), 'utf8')).toBe(
      '%PDF-1.7 report',
    );
  });

  it('still reads a backup written before the tar container', async () => {
    const file = join(folder, 'legacy.backup');
    const entry = (name: string, data: string) =>
      `${JSON.stringify({ name, size: Buffer.byteLength(data) })}\n${data}`;
    writeFileSync(
      file,
      gzipSync(
        `ONCOURSE-BACKUP 1\n${entry('manifest.json', '{"format":1}')}${entry('files/uploads/a', 'alpha')}`,
      ),
    );
    const seen: [string, string][] = [];
    for await (const read of readArchiveFile(file))
      seen.push([read.name, (await collect(read.body)).toString()]);
    expect(seen).toEqual([
      ['manifest.json', '{"format":1}'],
      ['files/uploads/a', 'alpha'],
    ]);
  });

  it('fails rather than write a file that shrank after its size was taken', async () => {
    const file = join(folder, 'shrank.backup');
    await expect(
      writeArchive(backupFile(file), [
        { name: 'files/uploads/x', size: 10, open: () => [Buffer.from('abc')] },
      ]),
    ).rejects.toThrow(/shrank/);
  });
});
