import { Button } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { downloadFileName, saveFile } from '../improve/download';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';

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
    <section className="panel" aria-labelledby="facility-archive-title">
      <h2 id="facility-archive-title" className="panel__title">
        {t('facilityProfile.archive.title')}
      </h2>
      <p className="muted">{t('facilityProfile.archive.intro')}</p>
      <div>
        <Button
          className="button button--secondary"
          onPress={() => void download.submit()}
          isPending={download.pending}
        >
          {t('facilityProfile.archive.download')}
        </Button>
      </div>
      {download.formError && <Alert>{download.formError}</Alert>}
    </section>
  );
}
