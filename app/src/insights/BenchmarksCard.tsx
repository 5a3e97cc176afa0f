import { formatNumber, formatPercent } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import styles from './BenchmarksCard.module.css';

type Benchmarks = Schemas['Benchmarks'];
type Figure = Schemas['BenchmarkFigure'];
type Target = Schemas['ReductionTarget'];

interface Props {
  organisationId: number;
  year: number;
}

type Loaded = { benchmarks: Benchmarks | null; targets: Target[] } | 'failed';

async function loadBenchmarks(api: ApiClient, orgId: number, year: number): Promise<Loaded> {
  const [benchmarks, targets] = await Promise.all([
    api.GET('/api/insights/organisation/{orgId}/benchmarks', {
      params: { path: { orgId }, query: { year } },
    }),
    api.GET('/api/insights/organisation/{orgId}/targets', { params: { path: { orgId } } }),
  ]);
  // 404: the year has no annual data (or the server predates the calls): nothing to compare, no failure.
  const missing = (status: number) => status === 404;
  if (
    (!benchmarks.data && !missing(benchmarks.response.status)) ||
    (!targets.data && !missing(targets.response.status))
  )
    return 'failed';
  return { benchmarks: benchmarks.data?.data ?? null, targets: targets.data?.data ?? [] };
}

/** One figure per metric: per hole where it has peers, else per hectare (docs/benchmarks-and-targets.md#position). */
function shownFigures(figures: readonly Figure[]): Figure[] {
  const byMetric = new Map<string, Figure>();
  for (const figure of figures) {
    if (figure.peers === null || figure.position === null || byMetric.has(figure.metric)) continue;
    byMetric.set(figure.metric, figure);
  }
  return [...byMetric.values()];
}

/** The figure's name opens the target's line: capitalised the locale's way. */
const sentenceStart = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

const bandKey = {
  '9': 'benchmarks.band.9',
  '18': 'benchmarks.band.18',
  '27+': 'benchmarks.band.27plus',
} as const;

/**
 * Where the year's figures stand among comparable facilities, in words ("in the lowest quarter of
 * 18-hole clubs in Sweden for water per hole"), and how each reduction target stands.
 */
export default function BenchmarksCard({ organisationId, year }: Props) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    loadBenchmarks(api, organisationId, year).then(
      (result) => current && setLoaded(result),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [api, organisationId, year]);

  if (loaded === undefined) return null;
  if (loaded === 'failed') return <Alert>{t('benchmarks.loadFailed')}</Alert>;
  const { benchmarks, targets } = loaded;
  if (!benchmarks && targets.length === 0) return null;
  const number = (value: number) => formatNumber(value, locale, Math.abs(value) < 10 ? 2 : 0);

  const group = (figure: Figure) => {
    if (!benchmarks?.sizeBand || !figure.peers) return '';
    const band = t(bandKey[benchmarks.sizeBand]);
    if (figure.peers.scope === 'all') return t('benchmarks.group.all', { band });
    const place =
      figure.peers.scope === 'region'
        ? t(`benchmarks.region.${benchmarks.region ?? ''}`)
        : (new Intl.DisplayNames([locale], { type: 'region' }).of(benchmarks.countryCode ?? '') ?? '');
    return t('benchmarks.group.place', { band, place });
  };
  const figureName = (figure: Figure) => {
    const metric = t(`benchmarks.metric.${figure.metric}`);
    if (figure.basis === 'perHole') return t('benchmarks.figure.perHole', { metric });
    return benchmarks?.unitSystem === 'metric'
      ? t('benchmarks.figure.perHectare', { metric })
      : t('benchmarks.figure.perAcre', { metric });
  };
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
            <ul className={styles.figures}>
              {shown.map((figure) => (
                <li key={figure.metric}>
                  {t(`benchmarks.position.${figure.position!}`, {
                    group: group(figure),
                    figure: figureName(figure),
                  })}
                  <span className={styles.detail}>
                    {t('benchmarks.quartiles', {
                      value: number(figure.value!),
                      unit: figure.unit,
                      median: number(figure.peers!.median),
                      lower: number(figure.peers!.lowerQuartile),
                      upper: number(figure.peers!.upperQuartile),
                      count: figure.peers!.count,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {targets.length > 0 && (
        <>
          <h3>{t('targets.title')}</h3>
          <ul className={styles.targets}>
            {targets.map((target) => {
              const rule = t(`targets.rule.${target.kind}`, {
                metric: sentenceStart(t(`benchmarks.metric.${target.metric}`), locale),
                percent: formatPercent(target.percent, locale, 1),
                baseYear: target.baseYear,
                targetYear: target.targetYear,
              });
              const latest = target.latest;
              return (
                <li key={target.id}>
                  {rule}
                  <span className={styles.detail}>
                    {target.baseValue === null || !latest
                      ? t('targets.noBase', { year: target.baseYear })
                      : t(`targets.status.${latest.status}`, {
                          year: latest.year,
                          actual: number(latest.actual),
                          gap: number(Math.abs(latest.gap)),
                          unit: target.unit,
                        })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
