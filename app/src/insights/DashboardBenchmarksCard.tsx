import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom } from '../session/atoms';
import { AppLink } from '../ui/links';
import { useBenchmarkWords } from './benchmark-words';
import { useBenchmarks, useCanChangeDetails } from './BenchmarksCard';
import { shownFigures } from './load-benchmarks';
import { TargetsSection } from './TargetsSection';
import styles from './BenchmarksCard.module.css';
import cardStyles from '../ui/organisation-card.module.css';

/** The dashboard shows the first few positions; the year page has them all, with the chart. */
const DASHBOARD_FIGURES = 4;

/**
 * The dashboard's "where do we stand" card (docs/benchmarks-and-targets.md#behaviour): the newest year's position among comparable
 * facilities in words, and each target's standing with the gap and its path; the range bars and
 * the target form are on the year page it links to.
 */
export default function DashboardBenchmarksCard({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const words = useBenchmarkWords();
  const canEdit = useCanChangeDetails(organisationId);
  const organisation = useAtomValue(activeOrganisationAtom);
  const { loaded, reload } = useBenchmarks(organisationId, undefined);
  if (!loaded || loaded === 'failed' || organisation?.type === 'TOURNAMENT') return null;
  const { benchmarks, targets } = loaded;
  if (!benchmarks && targets.length === 0) return null;
  const shown = benchmarks ? shownFigures(benchmarks.figures) : [];
  const year = benchmarks?.year ?? targets[0]?.latest?.year;

  return (
    <section
      className={`${cardStyles.organisationCard} ${styles.dashboardCard}`}
      aria-labelledby="dashboard-benchmarks-title"
    >
      <div>
        <h2 id="dashboard-benchmarks-title">{t('benchmarks.cardTitle')}</h2>
        {benchmarks && shown.length > 0 && (
          <>
            <h3>{t('benchmarks.title', { year: benchmarks.year })}</h3>
            <ul className={styles.figures}>
              {shown.slice(0, DASHBOARD_FIGURES).map((figure) => (
                <li key={figure.metric} data-testid={`benchmark-${figure.metric}`}>
                  {words.position(benchmarks, figure)}
                  <span className={styles.detail}>{words.quartiles(figure)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {benchmarks && shown.length === 0 && (
          <p className="muted">{t('benchmarks.noPeers', { year: benchmarks.year })}</p>
        )}
        <TargetsSection
          organisationId={organisationId}
          targets={targets}
          year={year ?? new Date().getFullYear()}
          canEdit={false}
          charts
          onChanged={reload}
        />
        {year !== undefined && (
          <p>
            <AppLink
              to="/annual-review/$reviewType/$year"
              params={{ reviewType: 'annual-data', year: String(year) }}
            >
              {t(canEdit ? 'benchmarks.openYearToEdit' : 'benchmarks.openYear', { year })}
            </AppLink>
          </p>
        )}
      </div>
    </section>
  );
}
