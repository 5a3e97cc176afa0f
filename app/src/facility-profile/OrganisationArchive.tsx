import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { downloadFileName, saveFile } from '../improve/download';
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
  const download = useSubmit(
    async () => {
      const answer = await api.GET('/api/organisation/{id}/archive', {
        params: { path: { id: organisationId } },
        parseAs: 'blob',
      });
      const fallback = `${title}-archive.zip`;
      return {
        ...answer,
        data: answer.data
          ? { blob: answer.data, name: downloadFileName(answer.response.headers, fallback) }
          : undefined,
      };
    },
    { onSuccess: ({ blob, name }) => saveFile(blob, name), failureKey: 'facilityProfile.archive.failed' },
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
