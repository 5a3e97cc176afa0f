import type { Schemas } from '@oncourse/openapi';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import { useDownload } from '../api/useDownload';
import styles from './improve.module.css';

type ContentDocument = Schemas['ContentDocument'];

/** A content item's downloads (docs/improve.md#screens); each saves under the file name the server sends. */
export function Downloads({ documents }: { documents: readonly ContentDocument[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const download = useDownload(
    (document: ContentDocument) =>
      api.GET('/api/documents/document/{mediaId}', {
        params: { path: { mediaId: document.id } },
        parseAs: 'blob',
      }),
    {
      fallbackName: (document) => `${document.name}.${document.fileType}`,
      failureKey: 'improve.downloadFailed',
    },
  );
  if (documents.length === 0) return null;
  return (
    <div className={styles.downloads}>
      <h3 className={styles.downloadsTitle}>{t('improve.downloads')}</h3>
      <ul className={styles.downloadsList}>
        {documents.map((document) => (
          <li key={document.id}>
            <Button
              className={styles.download}
              onPress={() => void download.submit(document)}
              isPending={download.pending}
            >
              {/* Named by what it shows ("Method PDF") under the Downloads heading, so speech users
                  can say what they see. */}
              <Icon name="documents" size={18} />
              <span className={styles.downloadName}>{document.name}</span>{' '}
              <span className={styles.downloadType}>{document.fileType.toUpperCase()}</span>
            </Button>
          </li>
        ))}
      </ul>
      {download.formError && <Alert>{download.formError}</Alert>}
    </div>
  );
}
