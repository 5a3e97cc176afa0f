// Reading the backup files OnCourse wrote before they were tar files (docs/security-operations.md#backups):
// after a magic line, each entry is a JSON header line ({ name, size }) and its bytes. Kept so a
// backup taken by an older version still restores; nothing writes this format any more.

export const LEGACY_MAGIC = Buffer.from('ONCOURSE-BACKUP 1\n');

/**
 * The entries of a legacy backup's decompressed bytes (`chunks` starts after the magic line), one
 * at a time; throws on a truncated file.
 */
export async function* readLegacyEntries(
  chunks: AsyncIterator<Buffer>,
  start: Buffer,
): AsyncGenerator<{ name: string; size: number; body: AsyncIterable<Buffer> }> {
  let pending = start;
  const more = async (): Promise<boolean> => {
    const next = await chunks.next();
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
