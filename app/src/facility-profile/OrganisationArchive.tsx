import { Button } from 'react-aria-components';
import { useDownload } from '../api/useDownload';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Panel, PanelTitle } from '../ui/Panel';
import { buttonClass } from '../ui/button';

/**
 * The owner's "Download everything" (docs/organisations.md#archive): one ZIP of every year's answers
 * with their notes and history, the documents and the profile. Only the owner sees it; the server
 * refuses everyone else anyway.
 */
export function OrganisationArchive({ organisationId, title }: { organisationId: number; title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const download = useDownload(
    () =>
      api.GET('/api/organisation/{id}/archive', {
        params: { path: { id: organisationId } },
        parseAs: 'blob',
      }),
    { fallbackName: `${title}-archive.zip`, failureKey: 'facilityProfile.archive.failed' },
  );
  return (
    <Panel aria-labelledby="facility-archive-title">
      <PanelTitle id="facility-archive-title">{t('facilityProfile.archive.title')}</PanelTitle>
      <p className="muted">{t('facilityProfile.archive.intro')}</p>
      <div>
        <Button
          className={buttonClass('secondary')}
          onPress={() => void download.submit()}
          isPending={download.pending}
        >
          {t('facilityProfile.archive.download')}
        </Button>
      </div>
      {download.formError && <Alert>{download.formError}</Alert>}
    </Panel>
  );
}
