/** The upload failure text (spec 001 §8): too large, a type the server refuses, else the upload error. */
export function uploadErrorKey(status: number, code: string | undefined): string {
  if (status === 413 || code === 'FILE_TOO_LARGE') return 'documents.tooLarge';
  if (status === 415 || code === 'INCORRECT_FORMAT') return 'documents.wrongType';
  return 'documents.uploadError';
}
