import { useTranslation } from '../i18n/useTranslation';
import { FootprintPanel } from './FootprintPanel';
import styles from './insights.module.css';

/**
 * The footprint on the "Energy and fuel" page, below its questions: the same figure as the year
 * page, the dashboard and the report, asked for again after each save (docs/carbon-method.md).
 */
export default function SectionFootprint({
  organisationId,
  year,
  savedAt,
}: {
  organisationId: number;
  year: number;
  savedAt: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.sectionFootprint} aria-labelledby="section-footprint-title">
      <h2 id="section-footprint-title">{t('insights.footprintTitle', { year })}</h2>
      <FootprintPanel organisationId={organisationId} year={year} refreshKey={savedAt} />
    </section>
  );
}
