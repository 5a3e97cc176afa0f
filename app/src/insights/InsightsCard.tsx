import { Suspense, use, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { AppLink } from '../ui/links';
import { FootprintSummary } from './FootprintSummary';
import {
  loadFootprint,
  loadReadiness,
  type CarbonFootprint,
  type CertificationReadiness,
} from './insights-api';
import './insights.css';

/**
 * The dashboard's insights card (issue 12): certification readiness with a link to its page and
 * the newest year's carbon footprint. Fetches on its own so the dashboard never waits for it.
 */
export default function InsightsCard({ organisationId }: { organisationId: number }) {
  const api = useApi();
  const [pending] = useState(() =>
    Promise.all([loadReadiness(api, organisationId), loadFootprint(api, organisationId)]).catch(() => null),
  );
  return (
    <Suspense fallback={null}>
      <Card pending={pending} />
    </Suspense>
  );
}

function Card({ pending }: { pending: Promise<[CertificationReadiness, CarbonFootprint | null] | null> }) {
  const { t } = useTranslation();
  const loaded = use(pending);
  if (!loaded) return null;
  const [readiness, footprint] = loaded;
  return (
    <section className="organisation-card insights-card" aria-labelledby="insights-card-title">
      <div className="organisation-card__body">
        <h2 id="insights-card-title">{t('insights.cardTitle')}</h2>
        <p>
          <AppLink to="/insights/readiness">
            {t('insights.readinessPercent', { percent: readiness.percent })}
          </AppLink>
        </p>
        {footprint && (
          <>
            <h3>{t('insights.footprintTitle', { year: footprint.year })}</h3>
            <FootprintSummary footprint={footprint} compact />
          </>
        )}
      </div>
    </section>
  );
}
