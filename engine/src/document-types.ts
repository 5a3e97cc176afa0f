/**
 * The kinds of file the document library takes. The app lists them and limits its file picker to
 * them; the server accepts a file only when its bytes are one of these MIME types (text kinds have
 * no signature, so for them the name's extension decides and the bytes must be plain text).
 */
export interface DocumentKind {
  /** Catalogue key of the kind's name ("documents.kinds.<id>"). */
  id: 'pdf' | 'word' | 'excel' | 'powerpoint' | 'opendocument' | 'images' | 'csv' | 'text';
  /** Extensions, lower case with the dot, as the file picker takes them. */
  extensions: readonly string[];
  /** MIME types the server stores for this kind. */
  mimeTypes: readonly string[];
  /** True when the kind has no signature: only the name and plain-text content can tell it. */
  text?: true;
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { id: 'pdf', extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  {
    id: 'word',
    extensions: ['.doc', '.docx', '.rtf'],
    mimeTypes: [
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/rtf',
    ],
  },
  {
    id: 'excel',
    extensions: ['.xls', '.xlsx'],
    mimeTypes: [
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
  {
    id: 'powerpoint',
    extensions: ['.ppt', '.pptx'],
    mimeTypes: [
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  },
  {
    id: 'opendocument',
    extensions: ['.odt', '.ods', '.odp'],
    mimeTypes: [
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
    ],
  },
  {
    id: 'images',
    extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic', '.heif'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'],
  },
  { id: 'csv', extensions: ['.csv'], mimeTypes: ['text/csv'], text: true },
  { id: 'text', extensions: ['.txt'], mimeTypes: ['text/plain'], text: true },
];

/**
 * The largest document the library takes: the server's UPLOAD_MAX_BYTES default (5 MiB), which
 * the upload dialog states; a server test keeps the two equal.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The extension of a file name, lower case with its dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const match = /\.[^./\\]+$/.exec(fileName.trim());
  return match ? match[0].toLowerCase() : '';
}

/** The signature-less kind (CSV, text) a file name claims, if any. */
export function textKindOfName(fileName: string): DocumentKind | undefined {
  const extension = fileExtension(fileName);
  return DOCUMENT_KINDS.find((kind) => kind.text && kind.extensions.includes(extension));
}

/**
 * What the file picker offers: every accepted extension and MIME type (browsers match either,
 * and some only know one of them for a given file).
 */
export function documentPickerTypes(): string[] {
  return DOCUMENT_KINDS.flatMap((kind) => [...kind.extensions, ...kind.mimeTypes]);
}

/**
 * A document title from the name of the file picked: the folder and the extension dropped,
 * underscores and dashes read as spaces, runs of spaces made one and the first letter a capital
 * ("irrigation_plan-2026.pdf" → "Irrigation plan 2026"). Empty when nothing readable is left.
 */
export function documentTitleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const extension = fileExtension(base);
  const stem = extension && base.length > extension.length ? base.slice(0, -extension.length) : base;
  const title = stem.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}
