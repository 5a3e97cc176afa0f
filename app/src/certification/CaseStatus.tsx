import { useTranslation } from '../i18n/useTranslation';
import { Panel, PanelTitle } from '../ui/Panel';
import type { CertificationCase } from './load-certification';
import { useCaseDates } from './useCaseDates';
import styles from './certification.module.css';
import { FactList } from '../ui/FactList';

/** Where the case stands: its state, the year it was submitted with, the verifier and the visit once known. */
export function CaseStatus({ current }: { current: CertificationCase }) {
  const { t } = useTranslation();
  const dates = useCaseDates();
  const rows: [string, string][] = [
    [t('certification.club.reviewYear'), String(current.reviewYear)],
    [t('certification.club.appliedAt'), dates.moment(current.createdAt)],
  ];
  if (current.verifier)
    rows.push([t('certification.club.verifier'), `${current.verifier.name}, ${current.verifier.company}`]);
  if (current.visit)
    rows.push([
      t('certification.club.visit'),
      `${dates.day(current.visit.date)} (${t(`certification.common.visit.${current.visit.mode}`)})`,
    ]);
  return (
    <Panel aria-labelledby="certification-status">
      <PanelTitle id="certification-status">
        {t('certification.club.caseTitle')}{' '}
        <span className={styles.state} data-state={current.state} data-testid="case-state">
          {t(`certification.common.state.${current.state}`)}
        </span>
      </PanelTitle>
      <p className={styles.muted}>{t(`certification.club.stateHelp.${current.state}`)}</p>
      <FactList rows={rows} className={styles.facts} />
    </Panel>
  );
}
