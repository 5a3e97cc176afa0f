// A document file's checks and its download, shared by the organisation's library and the
// programme's documents the console manages (docs/documents.md#input-rules): the console reaches
// them through the module's index.ts.
import type { AppContext, BinaryResult, UploadedFile } from '../../core/context.ts';
import { badRequest, fileTooLarge, notFound, unprocessable } from '../../core/errors.ts';
import { readStoredFile } from '../../storage/stored-files.ts';
import { judgeDocument } from './document-type.ts';
import { downloadName } from './download-name.ts';

const ACCEPTED_IN_WORDS =
  'PDF, Word, Excel, PowerPoint, OpenDocument, images (JPEG, PNG, GIF, WebP, HEIC), CSV and plain text';

/**
 * 422 on `file` for a file the library does not take: UNPROCESSABLE_ENTITY for a program or
 * script (never stored, whatever its name), INCORRECT_FORMAT for any other kind of file.
 */
export async function requireDocumentType(filename: string, data: Uint8Array): Promise<string> {
  const verdict = await judgeDocument(data, filename);
  if (verdict.accepted) return verdict.mimeType;
  if (verdict.reason === 'program') {
    throw unprocessable(
      `This file type can't be uploaded: “${filename}” is a program or script. Accepted: ${ACCEPTED_IN_WORDS}.`,
      'file',
    );
  }
  throw unprocessable(
    `This file type can't be uploaded: “${filename}” is none of the accepted types. Accepted: ${ACCEPTED_IN_WORDS}.`,
    'file',
    'INCORRECT_FORMAT',
  );
}

/** The uploaded file's own name without any folder, as stored and offered on download. */
export function storedName(filename: string): string {
  const name = filename.split(/[\\/]/).pop()?.trim() ?? '';
  return name === '' ? 'document' : name.slice(-255);
}

/** 400 without a file, 413 FILE_TOO_LARGE (catalogue 120) past UPLOAD_MAX_BYTES (docs/documents.md#limits). */
export function requireFileWithinLimit(
  ctx: AppContext,
  file: UploadedFile | undefined,
): asserts file is UploadedFile {
  if (!file || file.data.length === 0)
    throw badRequest('REQUIRED_FIELD_MISSING', 'Form field required', 'file');
  if (file.data.length > ctx.config.uploadMaxBytes) {
    const megabytes = Math.floor(ctx.config.uploadMaxBytes / (1024 * 1024));
    throw fileTooLarge('file', `The file is too large: documents can be at most ${megabytes} MB`);
  }
}

export async function asDownload(
  ctx: AppContext,
  file: {
    title: string;
    blobFilename: string;
    mimeType: string;
    data: Buffer | null;
    storageKey: string | null;
  },
): Promise<BinaryResult> {
  const data = await readStoredFile(ctx, file);
  if (!data) throw notFound('Document not found', 'docId');
  return {
    contentType: file.mimeType,
    body: data,
    filename: downloadName(file.title, file.blobFilename),
    disposition: 'attachment',
  };
}
