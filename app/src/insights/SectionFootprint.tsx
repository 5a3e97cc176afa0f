import { useTranslation } from '../i18n/useTranslation';
import { FootprintPanel, type LiveAnswers } from './FootprintPanel';
import styles from './insights.module.css';

/**
 * The footprint on the "Energy and fuel" page, below its questions: the same figure as the year
 * page, the dashboard and the report, asked for again after each save and following the answers
 * as they are typed before that (docs/carbon-method.md, docs/annual-data.md#behaviour).
 */
export default function SectionFootprint({
  organisationId,
  year,
  savedAt,
  live,
}: {
  organisationId: number;
  year: number;
  savedAt: number | null;
  live: LiveAnswers;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.sectionFootprint} aria-labelledby="section-footprint-title">
      <h2 id="section-footprint-title">{t('insights.footprintTitle', { year })}</h2>
      <FootprintPanel organisationId={organisationId} year={year} refreshKey={savedAt} live={live} />
    </section>
  );
}
