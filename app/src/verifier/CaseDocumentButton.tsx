import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { namedBlob, saveFile } from '../improve/download';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { useCase } from './case-context';

/** Downloads a document the club attached to the case (a reply's, a finding's evidence). */
export function CaseDocumentButton({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current } = useCase();
  const download = useSubmit(
    async () =>
      namedBlob(
        await api.GET('/api/certification/cases/{caseId}/documents/{docId}', {
          params: { path: { caseId: current.id, docId: documentId } },
          parseAs: 'blob',
        }),
        `document-${documentId}`,
      ),
    { onSuccess: ({ blob, name }) => saveFile(blob, name), failureKey: 'verifier.request.downloadFailed' },
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
