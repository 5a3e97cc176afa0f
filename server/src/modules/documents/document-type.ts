import { fileTypeFromBuffer } from 'file-type';

/**
 * Document types the library accepts, by what their bytes are (file-type), never by the name or
 * the type the browser declared: PDF, images, Office and OpenDocument files.
 */
const acceptedTypes = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
]);

const textTypes: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

/** Text has no signature: valid UTF-8 without NUL bytes (binary files almost always contain one). */
function isText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The document's content type judged by its bytes, or null when the library does not take it. */
export async function detectDocumentType(data: Uint8Array, filename: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return acceptedTypes.has(detected.mime) ? detected.mime : null;
  if (!isText(data)) return null;
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return textTypes[extension] ?? 'text/plain';
}
