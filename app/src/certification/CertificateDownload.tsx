import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { useDownload } from '../api/useDownload';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';

/**
 * The certificate as a PDF in the reader's language, with the code anyone can check on the public
 * verification page (docs/certification.md#the-certificate), saved under the server's file name.
 */
export function CertificateDownload({ organisationId, caseId }: { organisationId: number; caseId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const download = useDownload(
    () =>
      api.GET('/api/organisation/{orgId}/certification/cases/{caseId}/certificate', {
        params: { path: { orgId: organisationId, caseId } },
        parseAs: 'blob',
      }),
    { fallbackName: `certificate-${caseId}.pdf`, failureKey: 'certification.club.downloadFailed' },
  );
  return (
    <>
      <Button
        className={buttonClass('secondary')}
        onPress={() => void download.submit()}
        isPending={download.pending}
      >
        {t('certification.club.downloadCertificate')}
      </Button>
      {download.formError && <Alert>{download.formError}</Alert>}
    </>
  );
}
