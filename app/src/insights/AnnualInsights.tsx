import { Suspense, lazy, use, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { InsightDownloads } from './Downloads';
import { FootprintSummary } from './FootprintSummary';
import { loadFootprint, loadSeries, type AnnualDataSeries, type CarbonFootprint } from './insights-api';
import './insights.css';

const MetricChart = lazy(() => import('./MetricChart'));

interface Props {
  organisationId: number;
  questionSetId: number;
  year: number;
}

/**
 * What a year's annual data tells (issue 12), below the year's sections: the carbon footprint,
 * a chart per metric over all years, and the PDF and CSV downloads. Loaded when the page opens,
 * so it shows what was saved last.
 */
export default function AnnualInsights(props: Props) {
  const api = useApi();
  const [pending] = useState(() =>
    Promise.all([
      loadFootprint(api, props.organisationId, props.year),
      loadSeries(api, props.organisationId),
    ]),
  );
  return (
    <Suspense fallback={null}>
      <Insights {...props} pending={pending} />
    </Suspense>
  );
}

function Insights({
  organisationId,
  questionSetId,
  year,
  pending,
}: Props & { pending: Promise<[CarbonFootprint | null, AnnualDataSeries]> }) {
  const { t } = useTranslation();
  const [footprint, series] = use(pending);
  const charted = series.metrics.filter((metric) => metric.points.length > 0);
  return (
    <section className="annual-insights" aria-labelledby="annual-insights-title">
      <header className="annual-insights__header">
        <h2 id="annual-insights-title">{t('insights.footprintTitle', { year })}</h2>
        <InsightDownloads organisationId={organisationId} questionSetId={questionSetId} year={year} />
      </header>
      {footprint && <FootprintSummary footprint={footprint} />}
      {charted.length > 0 && (
        <>
          <h2>{t('insights.chartsTitle')}</h2>
          <div className="metric-charts">
            <Suspense fallback={null}>
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
