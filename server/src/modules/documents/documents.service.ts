import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, OrganisationAccess, UploadedFile } from '../../core/context.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../core/errors.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { storeUpload, withFileTransaction } from '../../storage/stored-files.ts';
import { isDocumentLocation } from './document-locations.ts';
import { asDownload, requireDocumentType, requireFileWithinLimit, storedName } from './document-files.ts';
import { languageTexts, readerLanguage } from '../translations/translations.service.ts';
import { presentOrganisationDocument, presentProviderDocument } from './documents.presenter.ts';
import * as repository from './documents.repository.ts';

type Location = Schemas['DocumentLocation'];

const documentNotFound = () => notFound('Document not found', 'docId');
const readOnly = () => forbidden('OnCourse documents cannot be changed', 'docId');

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest('REQUIRED_FIELD_MISSING', 'Form field required', field);
  return trimmed;
}

/** 422 unless the location is one this kind of organisation files documents at (docs/documents.md#input-rules). */
function requireLocation(access: OrganisationAccess, location: Location, field: string): void {
  if (!isDocumentLocation(access.organisationType, location)) {
    throw unprocessable('This section does not take documents here', field, 'UNKNOWN_ENUM_VALUE');
  }
}

/**
 * Your documents, then the OnCourse documents for the organisation's type and country
 * (docs/documents.md#screens), whose titles and descriptions are in the reader's language where
 * translated (docs/languages-units-themes.md#content).
 */
export async function list(
  ctx: AppContext,
  access: OrganisationAccess,
  location: Location | undefined,
  readerId: number | null = null,
): Promise<Schemas['Document'][]> {
  const place = await repository.findOrganisationPlace(ctx.db, access.organisationId);
  if (!place) throw notFound('Organisation not found', 'id');
  const own = await repository.findOrganisationDocuments(ctx.db, access.organisationId, location);
  const provided = await repository.findProviderDocuments(ctx.db, place, location);
  const { texts } = await languageTexts(ctx.db, await readerLanguage(ctx.db, readerId));
  const translated = provided.map((row) => ({
    ...row,
    title: texts[`providerDocument.${row.id}.title`] ?? row.title,
    description: row.description && (texts[`providerDocument.${row.id}.description`] ?? row.description),
  }));
  return [...own.map(presentOrganisationDocument), ...translated.map(presentProviderDocument)];
}

/**
 * Uploads a document (docs/documents.md#input-rules documents): file, title and a known location are required, the
 * description is optional; the type is judged by the bytes (422 on `file`, see requireDocumentType)
 * and the size by UPLOAD_MAX_BYTES (413 FILE_TOO_LARGE). Nothing is stored for a refused file.
 * The object and the row are written together: a failure leaves neither.
 */
export async function upload(
  ctx: AppContext,
  access: OrganisationAccess,
  userId: number | null,
  body: { name: string; section: Location; description?: string | undefined },
  file: UploadedFile | undefined,
): Promise<Schemas['Document']> {
  requireFileWithinLimit(ctx, file);
  const title = requiredText(body.name, 'name');
  const description = body.description?.trim() || null;
  requireLocation(access, body.section, 'section');
  const filename = storedName(file.filename);
  const mimeType = await requireDocumentType(filename, file.data);
  const id = await storeUpload(
    ctx,
    { filename, mimeType, data: file.data, ownerUserId: userId, organisationId: access.organisationId },
    (tx, fileId) =>
      repository.insertDocument(tx, {
        organisationId: access.organisationId,
        title,
        blobFilename: filename,
        description,
        location: body.section,
        fileId,
        uploadedByUserId: userId,
      }),
  );
  const row = await repository.findOrganisationDocument(ctx.db, access.organisationId, id);
  if (!row) throw documentNotFound();
  return presentOrganisationDocument(row);
}

/**
 * The library's own document that may be changed. An OnCourse document the library lists is
 * read-only (403, docs/documents.md#errors), whether named with `oncourse` or by an id the library
 * has no document of its own under; any other id is not found.
 */
async function requireChangeable(
  ctx: AppContext,
  access: OrganisationAccess,
  documentId: number,
  oncourse: boolean,
): Promise<void> {
  if (!oncourse) {
    const row = await repository.findOrganisationDocument(ctx.db, access.organisationId, documentId);
    if (row?.oncourseDocument) throw readOnly();
    if (row) return;
  }
  const place = await repository.findOrganisationPlace(ctx.db, access.organisationId);
  const listed = place ? await repository.findProviderDocuments(ctx.db, place) : [];
  if (listed.some((document) => document.id === documentId)) throw readOnly();
  throw documentNotFound();
}

/** Renames and moves a document; OnCourse documents are read-only (403). */
export async function update(
  ctx: AppContext,
  access: OrganisationAccess,
  documentId: number,
  body: Schemas['DocumentUpdate'],
  oncourse: boolean,
): Promise<Schemas['Document']> {
  await requireChangeable(ctx, access, documentId, oncourse);
  requireLocation(access, body.location, 'location');
  const title = requiredText(body.filename, 'filename');
  await repository.updateDocument(ctx.db, access.organisationId, documentId, {
    title,
    location: body.location,
  });
  const updated = await repository.findOrganisationDocument(ctx.db, access.organisationId, documentId);
  if (!updated) throw documentNotFound();
  return presentOrganisationDocument(updated);
}

/** Deletes a document and its stored object (no orphan files); OnCourse documents are read-only (403). */
export async function remove(
  ctx: AppContext,
  access: OrganisationAccess,
  documentId: number,
  oncourse: boolean,
): Promise<Schemas['Deleted']> {
  await requireChangeable(ctx, access, documentId, oncourse);
  await withFileTransaction(ctx, async (tx, discard) => {
    const fileId = await repository.deleteDocument(tx, access.organisationId, documentId);
    if (fileId === null) throw documentNotFound();
    await discard([fileId]);
  });
  return { id: documentId };
}

/** A document's bytes in the organisation's library; `oncourse` names a provider document instead. */
export async function data(
  ctx: AppContext,
  access: OrganisationAccess,
  documentId: number,
  oncourse: boolean,
): Promise<BinaryResult> {
  if (oncourse) {
    const file = await repository.findProviderDocumentFile(ctx.db, documentId);
    if (!file) throw documentNotFound();
    return asDownload(ctx, file);
  }
  await requireInOrganisation(ctx.db, access, 'document', documentId, 'docId');
  const file = await repository.findDocumentFile(ctx.db, documentId);
  if (!file) throw documentNotFound();
  return asDownload(ctx, file);
}

/**
 * A download by document id alone (docs/documents.md#calls): the path names no organisation, so the wiring
 * checked the document's own (x-organisation-of: document, facility-profile, read), answering 404
 * rather than 403 so another organisation's ids look like ids that do not exist. OnCourse
 * documents are open to every signed-in user.
 */
export async function download(
  ctx: AppContext,
  documentId: number,
  oncourse: boolean,
): Promise<BinaryResult> {
  if (oncourse) {
    const file = await repository.findProviderDocumentFile(ctx.db, documentId);
    if (!file) throw documentNotFound();
    return asDownload(ctx, file);
  }
  const file = await repository.findDocumentFile(ctx.db, documentId);
  if (!file) throw documentNotFound();
  return asDownload(ctx, file);
}
