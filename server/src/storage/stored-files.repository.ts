// The rows of stored_files: what names each stored object (stored-files.ts keeps rows and objects in step).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

export interface NewFileRow {
  filename: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  ownerUserId: number | null;
  organisationId: number | null;
}

/** Writes a file's row (its bytes are in the storage under `storageKey`); its id. */
export async function insertFileRow(db: Executor, file: NewFileRow): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...file, data: null })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** Deletes the rows; the storage keys they named, for their objects to go once the transaction commits. */
export async function deleteFileRows(db: Executor, fileIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, [...fileIds]))
    .returning({ storageKey: storedFiles.storageKey });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Which of `keys` a row names. */
export async function namedStorageKeys(db: Executor, keys: readonly string[]): Promise<Set<string | null>> {
  const named = await db
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, [...keys]));
  return new Set(named.map((row) => row.storageKey));
}

/** Whether the stored file (logo, picture, document bytes) was stored for the organisation. */
export async function isOrganisationFile(db: Executor, id: number, organisationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}
