import { formatBytes } from '@oncourse/engine/locale';
import { DOCUMENT_MAX_BYTES } from '@oncourse/engine';
import type { Refusal, RefusalOutcome } from '../../forms/useSubmit';
import type { CatalogueSnapshot } from '../../i18n/catalogue';
import type { ApiClient } from '../../api/client';

/** What an image input takes (docs/programme-console.md#content); the server judges the bytes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

/** Uploads an image for content: stored like every upload, public at the `url` it answers. */
export function uploadContentImage(api: ApiClient, file: File) {
  return api.POST('/api/console/content/images', {
    body: { file },
    bodySerializer: () => {
      const multipart = new FormData();
      multipart.append('file', file, file.name);
      return multipart;
    },
  });
}

/** An image refused by the server in words: too large (with the limit), not a PNG or JPEG, none chosen. */
export function imageRefusal(
  t: CatalogueSnapshot['t'],
  locale: string,
  { status, detail }: Refusal,
  name: string,
): RefusalOutcome {
  if (status === 413 || detail?.code === 'FILE_TOO_LARGE') {
    const size = formatBytes(DOCUMENT_MAX_BYTES, locale);
    return { message: t('programme.content.image.tooLarge', { size }) };
  }
  if (detail?.code === 'REQUIRED_FIELD_MISSING') return { key: 'programme.content.image.choose' };
  if (status === 415 || detail?.code === 'INCORRECT_FORMAT')
    return { message: t('programme.content.image.wrongType', { name }) };
  return { key: 'programme.content.image.failed' };
}
