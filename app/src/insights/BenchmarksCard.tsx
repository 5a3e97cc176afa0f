import { useAtomValue } from 'jotai';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { activeOrganisationAtom } from '../session/atoms';
import { Alert } from '../ui/Alert';
import { useBenchmarkWords } from './benchmark-words';
import { loadBenchmarks, shownFigures, type LoadedBenchmarks } from './load-benchmarks';
import { TargetsSection } from './TargetsSection';
import styles from './BenchmarksCard.module.css';

const BenchmarksChart = lazy(() => import('./BenchmarksChart'));

interface Props {
  organisationId: number;
  year: number;
}

/** Whether the signed-in member may change the organisation's details, and so its targets. */
export function useCanChangeDetails(organisationId: number): boolean {
  const organisation = useAtomValue(activeOrganisationAtom);
  return (
    organisation?.id === organisationId && organisation.activities.includes('change-organisation-details')
  );
}

/** Loads a year's benchmarks and the targets, and loads them again when asked (a target saved). */
export function useBenchmarks(organisationId: number, year: number | undefined) {
  const api = useApi();
  const [loaded, setLoaded] = useState<LoadedBenchmarks>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    loadBenchmarks(api, organisationId, year).then(
      (result) => current && setLoaded(result),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, organisationId, year, round]);
  const reload = useCallback(() => setRound((previous) => previous + 1), []);
  return { loaded, reload };
}

/**
 * Where the year's figures stand among comparable facilities, in words ("in the lowest quarter of
 * 18-hole clubs in Sweden for water per hole") and as range bars, and the reduction targets with
 * their paths, set and changed here by members who may change details.
 */
export default function BenchmarksCard({ organisationId, year }: Props) {
  const { t } = useTranslation();
  const words = useBenchmarkWords();
  const canEdit = useCanChangeDetails(organisationId);
  const { loaded, reload } = useBenchmarks(organisationId, year);

  if (loaded === undefined) return null;
  if (loaded === 'failed') return <Alert>{t('benchmarks.loadFailed')}</Alert>;
  const { benchmarks, targets } = loaded;
  if (!benchmarks && targets.length === 0 && !canEdit) return null;
  const shown = benchmarks ? shownFigures(benchmarks.figures) : [];

  return (
    <section className={styles.card} aria-labelledby="benchmarks-title">
      <h2 id="benchmarks-title">{t('benchmarks.title', { year })}</h2>
      {benchmarks && (
        <>
          <p>{t('benchmarks.intro')}</p>
          {!benchmarks.contributing && <p>{t('benchmarks.notContributing')}</p>}
          {benchmarks.sizeBand === null ? (
            <p>{t('benchmarks.noBand')}</p>
          ) : shown.length === 0 ? (
            <p>{t('benchmarks.noPeers', { year })}</p>
          ) : (
            <div className={styles.comparison}>
              <ul className={styles.figures}>
                {shown.map((figure) => (
                  <li key={figure.metric} data-testid={`benchmark-${figure.metric}`}>
                    {words.position(benchmarks, figure)}
                    <span className={styles.detail}>{words.quartiles(figure)}</span>
                  </li>
                ))}
              </ul>
              <Suspense fallback={null}>
                <BenchmarksChart benchmarks={benchmarks} figures={shown} />
              </Suspense>
            </div>
          )}
        </>
      )}
      <TargetsSection
        organisationId={organisationId}
        targets={targets}
        year={year}
        canEdit={canEdit}
        charts
        onChanged={reload}
      />
    </section>
  );
}
