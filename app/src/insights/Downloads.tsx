import { Button } from 'react-aria-components';
import { useDownload } from '../api/useDownload';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import styles from './insights.module.css';
import { buttonClass } from '../ui/button';

type Kind = 'pdf' | 'csv';

/**
 * The annual report (PDF) of a year and the CSV of every answer of the organisation (its reviews and
 * every year of annual data), saved under the server's file names. The report shows the footprint
 * the page shows: with well-to-tank emissions (Scope 3, category 3) when the footprint's one switch
 * includes them (docs/carbon-method.md#what-scope-1-and-scope-3-cover), so there is no second switch.
 */
export function InsightDownloads({
  organisationId,
  year,
  wellToTank = false,
}: {
  organisationId: number;
  year: number;
  /** Whether the footprint on the page includes well-to-tank; the report follows it. */
  wellToTank?: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const download = useDownload(
    (kind: Kind) =>
      kind === 'pdf'
        ? api.GET('/api/insights/organisation/{orgId}/report', {
            params: {
              path: { orgId: organisationId },
              query: { year, ...(wellToTank ? { wellToTank } : {}) },
            },
            parseAs: 'blob',
          })
        : api.GET('/api/insights/organisation/{orgId}/answers.csv', {
            params: { path: { orgId: organisationId } },
            parseAs: 'blob',
          }),
    {
      fallbackName: (kind) => (kind === 'pdf' ? `annual-report-${year}.pdf` : 'answers.csv'),
      failureKey: 'insights.downloadFailed',
    },
  );
  return (
    <div className={styles.insightsDownloads}>
      <Button
        className={buttonClass('secondary', undefined, styles.insightsDownload)}
        onPress={() => void download.submit('pdf')}
        isPending={download.pending}
      >
        <Icon name="documents" size={18} />
        {t('insights.downloadPdf', { year })}
      </Button>
      <Button
        className={buttonClass('secondary', undefined, styles.insightsDownload)}
        onPress={() => void download.submit('csv')}
        isPending={download.pending}
      >
        <Icon name="documents" size={18} />
        {t('insights.downloadCsv')}
      </Button>
      {download.formError && <Alert>{download.formError}</Alert>}
    </div>
  );
}
