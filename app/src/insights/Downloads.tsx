import { useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import { useSubmit } from '../forms/useSubmit';
import { downloadFileName, saveFile } from '../improve/download';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Icon } from '../ui/icons';
import styles from './insights.module.css';
import { buttonClass } from '../ui/button';

type Kind = 'pdf' | 'csv';

/**
 * The annual report (PDF) of a year and the CSV of every answer of the organisation (its reviews and
 * every year of annual data), saved under the server's
 * file names. The report takes well-to-tank emissions (Scope 3, category 3) when its switch is on,
 * as the footprint on the page does with its own switch (docs/carbon-method.md).
 */
export function InsightDownloads({ organisationId, year }: { organisationId: number; year: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [wellToTank, setWellToTank] = useState(false);
  const download = useSubmit(
    async (kind: Kind) => {
      const answer =
        kind === 'pdf'
          ? await api.GET('/api/insights/organisation/{orgId}/report', {
              params: {
                path: { orgId: organisationId },
                query: { year, ...(wellToTank ? { wellToTank } : {}) },
              },
              parseAs: 'blob',
            })
          : await api.GET('/api/insights/organisation/{orgId}/answers.csv', {
              params: { path: { orgId: organisationId } },
              parseAs: 'blob',
            });
      const fallback = kind === 'pdf' ? `annual-report-${year}.pdf` : 'answers.csv';
      return {
        ...answer,
        data: answer.data
          ? { blob: answer.data, name: downloadFileName(answer.response.headers, fallback) }
          : undefined,
      };
    },
    { onSuccess: ({ blob, name }) => saveFile(blob, name), failureKey: 'insights.downloadFailed' },
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
      <Switch className={styles.footprintSwitch} isSelected={wellToTank} onChange={setWellToTank}>
        <span className={styles.footprintSwitchTrack} aria-hidden="true" />
        {t('insights.reportWellToTank')}
      </Switch>
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
