import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  documents,
  organisations,
  providerDocuments,
  storedFiles,
  type OrganisationType,
} from '../../db/schema/index.ts';

const organisationDocumentColumns = {
  id: documents.id,
  organisationId: documents.organisationId,
  title: documents.title,
  blobFilename: documents.blobFilename,
  description: documents.description,
  location: documents.location,
  createdAt: documents.createdAt,
  oncourseDocument: documents.oncourseDocument,
  fileId: documents.fileId,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
};

export type OrganisationDocumentRow = Awaited<ReturnType<typeof findOrganisationDocuments>>[number];

/** The organisation's own documents, newest first, optionally at one location. */
export function findOrganisationDocuments(db: Executor, organisationId: number, location?: string) {
  return db
    .select(organisationDocumentColumns)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      and(
        eq(documents.organisationId, organisationId),
        location === undefined ? undefined : eq(documents.location, location),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findOrganisationDocument(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(organisationDocumentColumns)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.id, id), eq(documents.organisationId, organisationId)));
  return row;
}

/** The provider's documents an organisation sees: for its type (or every type) and its country (or every country). */
export function findProviderDocuments(
  db: Executor,
  organisation: { type: OrganisationType; countryId: number | null },
  location?: string,
) {
  return db
    .select({
      id: providerDocuments.id,
      title: providerDocuments.title,
      blobFilename: providerDocuments.filename,
      description: providerDocuments.description,
      location: providerDocuments.location,
      createdAt: providerDocuments.createdAt,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(providerDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, providerDocuments.fileId))
    .where(
      and(
        or(
          isNull(providerDocuments.organisationType),
          eq(providerDocuments.organisationType, organisation.type),
        ),
        organisation.countryId === null
          ? isNull(providerDocuments.countryId)
          : or(isNull(providerDocuments.countryId), eq(providerDocuments.countryId, organisation.countryId)),
        location === undefined ? undefined : eq(providerDocuments.location, location),
        isNull(providerDocuments.retiredAt),
      ),
    )
    .orderBy(desc(providerDocuments.createdAt), desc(providerDocuments.id));
}

export type ProviderDocumentRow = Awaited<ReturnType<typeof findProviderDocuments>>[number];

export async function findOrganisationPlace(db: Executor, id: number) {
  const [row] = await db
    .select({ type: organisations.type, countryId: organisations.countryId })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row;
}

const fileColumns = {
  title: documents.title,
  blobFilename: documents.blobFilename,
  mimeType: storedFiles.mimeType,
  data: storedFiles.data,
  storageKey: storedFiles.storageKey,
};

/** An organisation document's file, with its organisation (downloads by document id alone). */
export async function findDocumentFile(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...fileColumns,
      organisationId: documents.organisationId,
      oncourseDocument: documents.oncourseDocument,
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(eq(documents.id, id));
  return row;
}

export async function findProviderDocumentFile(db: Executor, id: number) {
  const [row] = await db
    .select({
      title: providerDocuments.title,
      blobFilename: providerDocuments.filename,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
      storageKey: storedFiles.storageKey,
    })
    .from(providerDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, providerDocuments.fileId))
    .where(and(eq(providerDocuments.id, id), isNull(providerDocuments.retiredAt)));
  return row;
}

// The programme's own management of its documents (docs/programme-console.md#documents), offered to
// the console through the module's index.ts.

const staffDocumentColumns = {
  id: providerDocuments.id,
  title: providerDocuments.title,
  description: providerDocuments.description,
  location: providerDocuments.location,
  organisationType: providerDocuments.organisationType,
  countryId: providerDocuments.countryId,
  language: providerDocuments.language,
  filename: providerDocuments.filename,
  fileId: providerDocuments.fileId,
  createdAt: providerDocuments.createdAt,
  updatedAt: providerDocuments.updatedAt,
  retiredAt: providerDocuments.retiredAt,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
  storageKey: storedFiles.storageKey,
};

export type StaffProviderDocumentRow = Awaited<ReturnType<typeof listAllProviderDocuments>>[number];

/** Every provider document, retired ones too, newest first. */
export function listAllProviderDocuments(db: Executor) {
  return db
    .select(staffDocumentColumns)
    .from(providerDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, providerDocuments.fileId))
    .orderBy(desc(providerDocuments.createdAt), desc(providerDocuments.id));
}

export async function findAnyProviderDocument(db: Executor, id: number) {
  const [row] = await db
    .select(staffDocumentColumns)
    .from(providerDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, providerDocuments.fileId))
    .where(eq(providerDocuments.id, id));
  return row;
}

/** A provider document's file whether or not it is retired (the console's download). */
export async function findAnyProviderDocumentFile(db: Executor, id: number) {
  const [row] = await db
    .select({
      title: providerDocuments.title,
      blobFilename: providerDocuments.filename,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
      storageKey: storedFiles.storageKey,
    })
    .from(providerDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, providerDocuments.fileId))
    .where(eq(providerDocuments.id, id));
  return row;
}

export async function insertProviderDocument(
  db: Executor,
  values: Omit<typeof providerDocuments.$inferInsert, 'id' | 'createdAt' | 'retiredAt'>,
): Promise<number> {
  const [row] = await db.insert(providerDocuments).values(values).returning({ id: providerDocuments.id });
  return row!.id;
}

export async function updateProviderDocument(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof providerDocuments.$inferInsert, 'fileId' | 'filename' | 'retiredAt'>>,
): Promise<void> {
  await db
    .update(providerDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(providerDocuments.id, id));
}

export async function insertDocument(db: Executor, values: typeof documents.$inferInsert): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function updateDocument(
  db: Executor,
  organisationId: number,
  id: number,
  values: { title: string; location: string },
): Promise<void> {
  await db
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(documents.id, id), eq(documents.organisationId, organisationId)));
}

/** Deletes the document row; its file id, for the caller to discard with its stored object. */
export async function deleteDocument(
  db: Executor,
  organisationId: number,
  id: number,
): Promise<number | null> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.organisationId, organisationId)))
    .returning({ fileId: documents.fileId });
  return row?.fileId ?? null;
}

/** Whether the document is one of the organisation's. */
export async function isOrganisationDocument(
  db: Executor,
  id: number,
  organisationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organisationId, organisationId)))
    .limit(1);
  return rows.length > 0;
}

/** The organisation a document belongs to, and whether it is an OnCourse document (open to all). */
export async function findDocumentOrganisation(db: Executor, id: number) {
  const [row] = await db
    .select({ organisationId: documents.organisationId, oncourseDocument: documents.oncourseDocument })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}
