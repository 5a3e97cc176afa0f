import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useDownload } from '../api/useDownload';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { useCase } from './case-context';

/** Downloads a document the club attached to the case (a reply's, a finding's evidence). */
export function CaseDocumentButton({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current } = useCase();
  const download = useDownload(
    () =>
      api.GET('/api/certification/cases/{caseId}/documents/{docId}', {
        params: { path: { caseId: current.id, docId: documentId } },
        parseAs: 'blob',
      }),
    { fallbackName: `document-${documentId}`, failureKey: 'verifier.request.downloadFailed' },
  );
  return (
    <>
      <Button
        className={buttonClass('quiet', 'small')}
        onPress={() => void download.submit()}
        isPending={download.pending}
      >
        {t('verifier.request.download')}
      </Button>
      {download.formError && <Alert>{download.formError}</Alert>}
    </>
  );
}
