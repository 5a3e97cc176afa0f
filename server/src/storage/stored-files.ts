// Uploaded files: a stored_files row in the database names the bytes, the FileStorage holds them.
// The order of writes keeps the two in step (no row without its object, no object without its
// row): an upload puts the object first and removes it again when the transaction that records it
// fails; a delete removes rows in the transaction and their objects only after it committed. What
// a crash between the two leaves behind, the orphan sweep removes.
import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import type { AppContext } from '../core/context.ts';
import { deleteFileRows, insertFileRow, namedStorageKeys } from './stored-files.repository.ts';

export { isOrganisationFile } from './stored-files.repository.ts';

export interface NewUpload {
  filename: string;
  mimeType: string;
  data: Buffer;
  ownerUserId?: number | null;
  organisationId?: number | null;
}

/** Deletes stored_files rows inside the running transaction; their objects go once it commits. */
export type DiscardFiles = (fileIds: readonly number[]) => Promise<void>;

const UPLOADS = 'uploads/';

/** A fresh key per upload: ids of our own making, never a user's file name. */
const newStorageKey = () => `${UPLOADS}${randomUUID()}`;

/**
 * Runs `work` in a transaction whose discarded files lose their objects only after it committed:
 * a rollback keeps rows and objects as they were.
 */
export async function withFileTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  work: (tx: Executor, discard: DiscardFiles) => Promise<T>,
): Promise<T> {
  const discardedKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const discard: DiscardFiles = async (fileIds) => {
      if (fileIds.length === 0) return;
      discardedKeys.push(...(await deleteFileRows(tx, fileIds)));
    };
    return work(tx, discard);
  });
  await Promise.all(discardedKeys.map((key) => removeObject(ctx, key)));
  return result;
}

/**
 * Stores an upload: the object under a new key, then its row and whatever `record` writes with it,
 * in one transaction. When anything fails the object is removed again, so a failed upload leaves
 * neither a row nor an object.
 */
export async function storeUpload<T>(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  upload: NewUpload,
  record: (tx: Executor, fileId: number, discard: DiscardFiles) => Promise<T>,
): Promise<T> {
  const key = newStorageKey();
  await ctx.storage.put(key, upload.data, upload.mimeType);
  try {
    return await withFileTransaction(ctx, async (tx, discard) => {
      const fileId = await insertFileRow(tx, {
        filename: upload.filename,
        mimeType: upload.mimeType,
        sizeBytes: upload.data.length,
        sha256: createHash('sha256').update(upload.data).digest('hex'),
        storageKey: key,
        ownerUserId: upload.ownerUserId ?? null,
        organisationId: upload.organisationId ?? null,
      });
      return record(tx, fileId, discard);
    });
  } catch (error) {
    await removeObject(ctx, key);
    throw error;
  }
}

/**
 * A stored file's bytes: from the storage, or from the row itself for files stored before the
 * storage existed and for the seeded provider content, which stays in the database.
 */
export async function readStoredFile(
  ctx: Pick<AppContext, 'storage'>,
  file: { data: Buffer | null; storageKey: string | null },
): Promise<Buffer | null> {
  if (file.data) return file.data;
  return file.storageKey ? ctx.storage.get(file.storageKey) : null;
}

/** A failed removal leaves an object nobody can reach; it is logged with its key to be cleaned up. */
async function removeObject(ctx: Pick<AppContext, 'storage' | 'log'>, key: string): Promise<void> {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.error({ err: error, storageKey: key }, 'Could not remove a stored object');
  }
}

/** An upload still in flight is never older than this; an object without a row past it is an orphan. */
export const ORPHAN_AFTER_MS = 60 * 60_000;

/**
 * Removes objects no stored_files row names, stored longer ago than `ORPHAN_AFTER_MS`: what a
 * server that stopped between storing an upload and committing its row, or a removal that
 * failed, left behind. Servers may sweep at the same time: deleting twice is harmless.
 */
export async function sweepOrphanObjects(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  now: number = Date.now(),
): Promise<string[]> {
  const old = (await ctx.storage.list(UPLOADS)).filter(
    (object) => now - object.storedAt.getTime() > ORPHAN_AFTER_MS,
  );
  const orphans: string[] = [];
  for (let start = 0; start < old.length; start += 500) {
    const keys = old.slice(start, start + 500).map((object) => object.key);
    const kept = await namedStorageKeys(ctx.db, keys);
    orphans.push(...keys.filter((key) => !kept.has(key)));
  }
  await Promise.all(orphans.map((key) => removeObject(ctx, key)));
  if (orphans.length > 0) ctx.log.info({ removed: orphans.length }, 'Removed stored objects no file names');
  return orphans;
}

const SWEEP_EVERY_MS = 6 * 60 * 60_000;
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

/** Sweeps orphan objects a few minutes after start and every six hours; the returned stop ends it. */
export function scheduleOrphanSweep(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>): () => void {
  const sweep = () =>
    void sweepOrphanObjects(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'Could not sweep orphan stored objects'),
    );
  let repeat: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    sweep();
    repeat = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }, FIRST_SWEEP_AFTER_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(repeat);
  };
}
