import { formatNumber, formatPercent } from '@oncourse/engine';
import { useTranslation } from '../i18n/useTranslation';
import type { BenchmarkFigure, Benchmarks, ReductionTarget } from './load-benchmarks';

const bandKey = {
  '9': 'benchmarks.band.9',
  '18': 'benchmarks.band.18',
  '27+': 'benchmarks.band.27plus',
} as const;

/** The figure's name opens a line: capitalised the locale's way. */
export const sentenceStart = (text: string, locale?: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * The words of benchmarks and targets, shared by the year page, the dashboard and the charts:
 * the peer group ("18-hole clubs in Germany"), a figure's name ("water per hole"), a target's rule
 * and its standing (docs/benchmarks-and-targets.md#position).
 */
export function useBenchmarkWords() {
  const { t, locale } = useTranslation();
  const number = (value: number) => formatNumber(value, locale, Math.abs(value) < 10 ? 2 : 0);

  const group = (benchmarks: Benchmarks, figure: BenchmarkFigure) => {
    if (!benchmarks.sizeBand || !figure.peers) return '';
    const band = t(bandKey[benchmarks.sizeBand]);
    if (figure.peers.scope === 'all') return t('benchmarks.group.all', { band });
    const place =
      figure.peers.scope === 'region'
        ? t(`benchmarks.region.${benchmarks.region ?? ''}`)
        : (new Intl.DisplayNames([locale], { type: 'region' }).of(benchmarks.countryCode ?? '') ?? '');
    return t('benchmarks.group.place', { band, place });
  };

  const figureName = (benchmarks: Benchmarks, figure: BenchmarkFigure) => {
    const metric = t(`benchmarks.metric.${figure.metric}`);
    if (figure.basis === 'perHole') return t('benchmarks.figure.perHole', { metric });
    return benchmarks.unitSystem === 'metric'
      ? t('benchmarks.figure.perHectare', { metric })
      : t('benchmarks.figure.perAcre', { metric });
  };

  /** "In the lowest quarter of 18-hole clubs in Germany for water per hole". */
  const position = (benchmarks: Benchmarks, figure: BenchmarkFigure) =>
    t(`benchmarks.position.${figure.position!}`, {
      group: group(benchmarks, figure),
      figure: figureName(benchmarks, figure),
    });

  const quartiles = (figure: BenchmarkFigure) =>
    t('benchmarks.quartiles', {
      value: number(figure.value!),
      unit: figure.unit,
      median: number(figure.peers!.median),
      lower: number(figure.peers!.lowerQuartile),
      upper: number(figure.peers!.upperQuartile),
      count: figure.peers!.count,
    });

  const metricName = (metric: string) => sentenceStart(t(`benchmarks.metric.${metric}`), locale);

  /** "Electricity: 30 % less in 2030 than in 2024". */
  const rule = (target: ReductionTarget) =>
    t(`targets.rule.${target.kind}`, {
      metric: metricName(target.metric),
      percent: formatPercent(target.percent, locale, 1),
      baseYear: target.baseYear,
      targetYear: target.targetYear,
    });

  /** The newest year's standing with the gap in the figure's unit, or why there is none yet. */
  const standing = (target: ReductionTarget) => {
    const latest = target.latest;
    if (target.baseValue === null || !latest) return t('targets.noBase', { year: target.baseYear });
    return t(`targets.status.${latest.status}`, {
      year: latest.year,
      actual: number(latest.actual),
      gap: number(Math.abs(latest.gap)),
      unit: target.unit,
    });
  };

  return { number, group, figureName, position, quartiles, metricName, rule, standing };
}
