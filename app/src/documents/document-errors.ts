import { formatBytes } from '@oncourse/engine/locale';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@oncourse/engine';
import type { Refusal } from '../forms/useSubmit';
import type { CatalogueSnapshot } from '../i18n/catalogue';

type Translate = CatalogueSnapshot['t'];

/**
 * The accepted kinds in words ("PDF, Word, …, CSV and plain text") and the sentence the upload
 * dialog shows with the size limit, in the reader's language.
 */
export function acceptedTypesText(t: Translate, locale: string): { types: string; sentence: string } {
  const types = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    DOCUMENT_KINDS.map((kind) => t(`documents.kinds.${kind.id}`)),
  );
  const size = formatBytes(DOCUMENT_MAX_BYTES, locale);
  return { types, sentence: t('documents.accepted', { types, size }) };
}

/**
 * The upload failure in words: too large; a program or script, or a kind of file the
 * library does not take (the server's 422 on `file`), naming the file and what is accepted; else
 * the upload error.
 */
export function uploadRefusal(
  t: Translate,
  { status, detail }: Refusal,
  name: string,
  types: string,
): string {
  if (status === 413 || detail?.code === 'FILE_TOO_LARGE') return t('documents.tooLarge');
  if (detail?.field === 'file' && status === 422) {
    const key = detail.code === 'UNPROCESSABLE_ENTITY' ? 'documents.refusedProgram' : 'documents.refusedType';
    return t(key, { name, types });
  }
  if (status === 415 || detail?.code === 'INCORRECT_FORMAT')
    return t('documents.refusedType', { name, types });
  return t('documents.uploadError');
}
