import { uploadRefusal } from '../../documents';
import type { RefusalOutcome, Refusal } from '../../forms/useSubmit';
import type { CatalogueSnapshot } from '../../i18n/catalogue';

/**
 * A refused upload or replacement in words: a missing English title on its field; a file too large,
 * a program or a kind the library does not take as the library says it (docs/documents.md#errors).
 */
export function programmeDocumentRefusal(
  t: CatalogueSnapshot['t'],
  refusal: Refusal,
  fileName: string,
  types: string,
): RefusalOutcome {
  if (refusal.status === 422 && refusal.detail?.field === 'title')
    return { field: 'title', key: 'programme.documents.titleRequired' };
  return { message: uploadRefusal(t, refusal, fileName, types) };
}
