import { Suspense, lazy, use, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import BenchmarksCard from './BenchmarksCard';
import { InsightDownloads } from './Downloads';
import { FootprintPanel } from './FootprintPanel';
import type { YearInsights } from './load-insights';
import styles from './insights.module.css';

const MetricChart = lazy(() => import('./MetricChart'));
const FootprintYearsChart = lazy(() => import('./FootprintYearsChart'));

interface Props {
  organisationId: number;
  year: number;
}

/**
 * What a year's annual data tells (docs/insights.md#behaviour), below the year's sections: the carbon footprint (docs/carbon-method.md),
 * where the year stands among its peers and against its targets (docs/benchmarks-and-targets.md#behaviour), the footprint of every
 * year by scope (docs/insights.md#screens), a chart per metric over all years, and the PDF
 * and CSV downloads. The year page's loader asks for them each time it opens, so they show what
 * was saved last.
 */
export default function AnnualInsights({ organisationId, year, pending }: Props & { pending: YearInsights }) {
  const { t } = useTranslation();
  const [footprint, series, footprintYears] = use(pending);
  // One well-to-tank switch, the footprint's: the report downloaded beside it follows it.
  const [wellToTank, setWellToTank] = useState(false);
  const charted = series.metrics.filter((metric) => metric.points.length > 0);
  return (
    <section className={styles.annualInsights} aria-labelledby="annual-insights-title">
      <header className={styles.annualInsightsHeader}>
        <h2 id="annual-insights-title">{t('insights.footprintTitle', { year })}</h2>
        <InsightDownloads organisationId={organisationId} year={year} wellToTank={wellToTank} />
      </header>
      {footprint && (
        <FootprintPanel
          key={year}
          organisationId={organisationId}
          year={year}
          initial={footprint}
          wellToTank={{ include: wellToTank, onChange: setWellToTank }}
        />
      )}
      <BenchmarksCard key={`benchmarks-${year}`} organisationId={organisationId} year={year} />
      {(footprintYears || charted.length > 0) && (
        <>
          <h2>{t('insights.chartsTitle')}</h2>
          <div className={styles.metricCharts}>
            <Suspense fallback={null}>
              {footprintYears && <FootprintYearsChart years={footprintYears} />}
              {charted.map((metric) => (
                <MetricChart key={metric.metric} metric={metric} years={series.years} />
              ))}
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
