import type { ApiAnswer } from '../forms/useSubmit';

/**
 * The file name the server gave a download (docs/improve.md#calls: the `content-filename` header, else the
 * `Content-Disposition` filename), or the fallback when it named none.
 */
export function downloadFileName(headers: Headers, fallback: string): string {
  const named = headers.get('content-filename');
  if (named) {
    try {
      return decodeURIComponent(named);
    } catch {
      // A name that is not percent-encoded is saved as the server wrote it.
      return named;
    }
  }
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain ?? fallback;
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A downloaded file and the name to save it under. */
export interface NamedFile {
  blob: Blob;
  name: string;
}

/**
 * An openapi-fetch answer read as a blob, with the file name the server gave it (or `fallback`),
 * in the shape the submit hook takes: the error and response pass through as they came.
 */
export function namedBlob(answer: ApiAnswer<Blob>, fallback: string): ApiAnswer<NamedFile> {
  return {
    ...answer,
    data: answer.data
      ? { blob: answer.data, name: downloadFileName(answer.response.headers, fallback) }
      : undefined,
  };
}
