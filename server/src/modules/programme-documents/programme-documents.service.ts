// The programme's documents, managed by staff in the console (docs/programme-console.md#documents):
// upload one for an audience and a location, replace its file, retire it. Clubs read them in their
// library's "OnCourse documents" tab (docs/documents.md#screens) straight from the same rows, so a
// change shows at once, and the document's notice (docs/helpdesk.md#notices) tells them. Each change,
// its notice and its audit entry are one transaction; a refused upload stores nothing.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, ProgrammeAccess, UploadedFile } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { recordStaffAction } from '../console/staff-actions.service.ts';
import * as documents from '../documents/index.ts';
import {
  countryExists,
  recordNotice,
  renewNotice,
  withdrawNotice,
} from '../helpdesk/index.ts';
import { supportedLanguages } from '../reference/reference.service.ts';
import { storeUpload, withFileTransaction } from '../../storage/stored-files.ts';
import { presentProgrammeDocument } from './programme-documents.presenter.ts';

type Upload = Omit<Schemas['ProgrammeDocumentUpload'], 'file'>;
type Shown = Schemas['ProgrammeDocument'];

const documentNotFound = () => notFound('Document not found', 'documentId');

async function findOr404(db: Executor, id: number) {
  const row = await documents.findAnyProviderDocument(db, id);
  if (!row) throw documentNotFound();
  return row;
}

/** The document's notice for its audience: its title and description, dated now (news again). */
async function announce(tx: Executor, row: documents.StaffProviderDocumentRow, fresh: boolean) {
  if (!fresh && (await renewNotice(tx, 'document', row.id))) return;
  await recordNotice(
    tx,
    {
      kind: 'document',
      sourceId: row.id,
      title: { en: row.title },
      body: row.description ? { en: row.description } : {},
      organisationType: row.organisationType,
      countryId: row.countryId,
    },
    true,
  );
}

/** The change's audit entry, in its transaction, with the document as the contract shows it. */
async function audit(
  tx: Executor,
  staff: ProgrammeAccess,
  kind: Schemas['StaffActionKind'],
  before: Shown | null,
  id: number,
): Promise<Shown> {
  const after = presentProgrammeDocument(await findOr404(tx, id));
  await recordStaffAction(tx, staff.userId, { kind, subjectId: id, before, after });
  return after;
}

export async function listProgrammeDocuments(ctx: AppContext): Promise<Shown[]> {
  return (await documents.listAllProviderDocuments(ctx.db)).map(presentProgrammeDocument);
}

/**
 * Checks what the upload says before anything is stored: an English title (422
 * REQUIRED_FIELD_MISSING), a location the audience's organisation type files at, a known country
 * and language (422), the size and the file's type by its bytes.
 */
async function checkedUpload(ctx: AppContext, body: Upload, file: UploadedFile | undefined) {
  documents.requireFileWithinLimit(ctx, file);
  const title = body.title.trim();
  if (title === '') throw unprocessable('An English title is required', 'title', 'REQUIRED_FIELD_MISSING');
  const organisationType = body.organisationType ?? null;
  const types = organisationType ? [organisationType] : (['FACILITY', 'TOURNAMENT'] as const);
  if (!types.some((type) => documents.isDocumentLocation(type, body.location)))
    throw unprocessable('This section does not take documents here', 'location', 'UNKNOWN_ENUM_VALUE');
  const countryId = body.countryId ?? null;
  if (countryId !== null && !(await countryExists(ctx.db, countryId)))
    throw unprocessable('Unknown country', 'countryId', 'INVALID_RESOURCE');
  const language = body.language ?? 'en';
  if (!(await supportedLanguages(ctx)).some((known) => known.key === language))
    throw unprocessable('Unknown language', 'language', 'INVALID_RESOURCE');
  const filename = documents.storedName(file.filename);
  const mimeType = await documents.requireDocumentType(filename, file.data);
  return {
    file: { filename, mimeType, data: file.data },
    values: {
      title,
      description: body.description?.trim() || null,
      location: body.location,
      organisationType,
      countryId,
      language,
      filename,
    },
  };
}

/** A new document for its audience; they see it and its notice at once. */
export async function uploadProgrammeDocument(
  ctx: AppContext,
  staff: ProgrammeAccess,
  body: Upload,
  file: UploadedFile | undefined,
): Promise<Shown> {
  const upload = await checkedUpload(ctx, body, file);
  return storeUpload(ctx, { ...upload.file, ownerUserId: null }, async (tx, fileId) => {
    // Dated as changed by staff, so the fixtures' seed never rewrites it (docs/programme-console.md#documents).
    const id = await documents.insertProviderDocument(tx, {
      ...upload.values,
      fileId,
      updatedAt: new Date(),
    });
    await announce(tx, await findOr404(tx, id), true);
    return audit(tx, staff, 'programme-document.upload', null, id);
  });
}

/**
 * A new file under the same document: clubs download it at once and its notice is news again. The
 * old file's bytes go once the change is stored; a file the fixtures seeded (kept in the database,
 * perhaps shared with improvement content) stays.
 */
export async function replaceProgrammeDocumentFile(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
  file: UploadedFile | undefined,
): Promise<Shown> {
  const before = await findOr404(ctx.db, id);
  if (before.retiredAt !== null)
    throw unprocessable('A retired document cannot be changed', 'documentId', 'INACTIVE_RESOURCE');
  documents.requireFileWithinLimit(ctx, file);
  const filename = documents.storedName(file.filename);
  const mimeType = await documents.requireDocumentType(filename, file.data);
  return storeUpload(
    ctx,
    { filename, mimeType, data: file.data, ownerUserId: null },
    async (tx, fileId, discard) => {
      await documents.updateProviderDocument(tx, id, { fileId, filename });
      if (before.storageKey !== null) await discard([before.fileId]);
      await announce(tx, await findOr404(tx, id), false);
      return audit(tx, staff, 'programme-document.replace', presentProgrammeDocument(before), id);
    },
  );
}

/** No club sees it or its notice any more; the console keeps it, marked retired, with its file. */
export async function retireProgrammeDocument(
  ctx: AppContext,
  staff: ProgrammeAccess,
  id: number,
): Promise<Shown> {
  const before = await findOr404(ctx.db, id);
  if (before.retiredAt !== null) return presentProgrammeDocument(before);
  return withFileTransaction(ctx, async (tx) => {
    await documents.updateProviderDocument(tx, id, { retiredAt: new Date() });
    await withdrawNotice(tx, 'document', id);
    return audit(tx, staff, 'programme-document.retire', presentProgrammeDocument(before), id);
  });
}

/** The file as clubs download it, retired documents' too (staff check what they retired). */
export async function downloadProgrammeDocument(ctx: AppContext, id: number): Promise<BinaryResult> {
  const file = await documents.findAnyProviderDocumentFile(ctx.db, id);
  if (!file) throw documentNotFound();
  return documents.asDownload(ctx, file);
}
