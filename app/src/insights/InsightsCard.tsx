import { formatPercent } from '@oncourse/engine';
import { Suspense, lazy, use } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import { ButtonLink } from '../ui/ButtonLink';
import { FootprintSummary } from './FootprintSummary';
import type { DashboardInsights } from './load-insights';
import styles from './insights.module.css';
import cardStyles from '../ui/organisation-card.module.css';
import frame from './insights-card-frame.module.css';

const FootprintYearsChart = lazy(() => import('./FootprintYearsChart'));

/**
 * The dashboard's insights card (docs/insights.md#behaviour): certification readiness with a link to its page and
 * one to the certification page (docs/certification.md#screens), and the newest year's carbon footprint with the footprint of every year by scope (docs/insights.md#screens). The
 * figures arrive on their own, so the dashboard never waits for them.
 */
export default function InsightsCard({ pending }: { pending: DashboardInsights }) {
  const { t, locale } = useTranslation();
  const loaded = use(pending);
  if (!loaded) return null;
  const [readiness, footprint, footprintYears] = loaded;
  return (
    <section
      className={`${cardStyles.organisationCard} ${styles.insightsCard} ${frame.reserved}`}
      aria-labelledby="insights-card-title"
    >
      <div>
        <h2 id="insights-card-title">{t('insights.cardTitle')}</h2>
        <p>
          <AppLink to="/insights/readiness">
            {t('insights.readinessPercent', { percent: formatPercent(readiness.percent, locale) })}
          </AppLink>
          {' · '}
          <AppLink to="/certification">{t('certification.club.title')}</AppLink>
        </p>
        {footprint ? (
          <>
            <h3>{t('insights.footprintTitle', { year: footprint.year })}</h3>
            <FootprintSummary footprint={footprint} compact />
            {footprintYears && (
              <Suspense fallback={null}>
                <FootprintYearsChart years={footprintYears} />
              </Suspense>
            )}
          </>
        ) : (
          // No annual data yet: where the footprint will be, and what to do first.
          <div className={frame.firstYear}>
            <h3>{t('insights.yearsChart.title')}</h3>
            <p className="muted">{t('insights.yearsChart.empty')}</p>
            <ButtonLink to="/annual-review/$reviewType" params={{ reviewType: 'annual-data' }}>
              {t('insights.firstYear')}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
