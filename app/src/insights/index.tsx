import { preloadModule } from '@oncourse/renderers/preload';
import { Suspense, lazy, type ComponentProps } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Spinner } from '../ui/Spinner';
import cardStyles from '../ui/organisation-card.module.css';
import frame from './insights-card-frame.module.css';

// The insights feature's surface for the other features (docs/engineering.md#feature-folders).
export {
  loadDashboardInsights,
  loadReadiness,
  loadYearInsights,
  type CertificationReadiness,
  type DashboardInsights,
  type QuestionLink,
  type YearInsights,
} from './load-insights';
export { ReadinessQuestionLink, ReadinessSections, ReadinessSummary } from './ReadinessScreen';
export { answerHints } from './answer-hints';
export { BenchmarkSharingQuestion, sharingToBeAsked } from './BenchmarkSharingQuestion';

// The insights load in their own chunks (the charting library among them): pages that show them
// import these wrappers, so neither the sign-in page nor a page's first paint waits for them.
const loadAnnualInsights = () => import('./AnnualInsights');
const loadInsightsCard = () => import('./InsightsCard');
const loadDashboardBenchmarksCard = () => import('./DashboardBenchmarksCard');
const AnnualInsights = lazy(loadAnnualInsights);
const InsightsCard = lazy(loadInsightsCard);
const SectionFootprint = lazy(() => import('./SectionFootprint'));
const DashboardBenchmarksCard = lazy(loadDashboardBenchmarksCard);
// Its own chunk: the facility profile's first load stays within its budget (app/scripts/route-budgets.mjs).
const BenchmarkSharingSwitch = lazy(() => import('./BenchmarkSharingSwitch'));

// A page that draws them with its data asks for them when its loader starts, beside the data, not
// one round trip after it (docs/engineering.md#route-budgets).
/** The annual-data year's insights (its route's loader). */
export function preloadAnnualInsights(): void {
  preloadModule(loadAnnualInsights);
}

/** The dashboard's insights and benchmarks cards (its loader, when the organisation has them). */
export function preloadDashboardInsights(): void {
  preloadModule(loadInsightsCard);
  preloadModule(loadDashboardBenchmarksCard);
}

/** The footprint, charts and downloads of an annual-data year. */
export function AnnualInsightsPanel(props: ComponentProps<typeof AnnualInsights>) {
  return (
    <Suspense fallback={null}>
      <AnnualInsights {...props} />
    </Suspense>
  );
}

/**
 * The dashboard's readiness and footprint card. Until its figures come it holds its place with its
 * title, so nothing below it moves when they do (insights-card-frame.module.css).
 */
export function DashboardInsightsCard(props: ComponentProps<typeof InsightsCard>) {
  return (
    <Suspense fallback={<InsightsCardPlaceholder />}>
      <InsightsCard {...props} />
    </Suspense>
  );
}

function InsightsCardPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={`${cardStyles.organisationCard} ${frame.reserved}`} aria-busy="true">
      <div>
        <h2>{t('insights.cardTitle')}</h2>
        <p className={frame.loading} role="status">
          <Spinner />
          {t('common.loading')}
        </p>
      </div>
    </div>
  );
}

/** The footprint below an annual-data section's questions (energy and fuel). */
export function SectionFootprintPanel(props: ComponentProps<typeof SectionFootprint>) {
  return (
    <Suspense fallback={null}>
      <SectionFootprint {...props} />
    </Suspense>
  );
}

/** The dashboard's benchmarks and targets card (docs/benchmarks-and-targets.md#behaviour). */
export function DashboardBenchmarksPanel(props: ComponentProps<typeof DashboardBenchmarksCard>) {
  return (
    <Suspense fallback={null}>
      <DashboardBenchmarksCard {...props} />
    </Suspense>
  );
}

/** Whether the facility's figures count in others' benchmarks (docs/benchmarks-and-targets.md#anonymity). */
export function BenchmarkSharingPanel(props: ComponentProps<typeof BenchmarkSharingSwitch>) {
  return (
    <Suspense fallback={null}>
      <BenchmarkSharingSwitch {...props} />
    </Suspense>
  );
}
