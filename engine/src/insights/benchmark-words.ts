import { formatNumber, formatNumbersAlike, formatPercent } from '../locale/index.ts';
import type { UnitSystem } from '../model.ts';
import type { ComparisonScope, PeerPosition, SizeBand } from './benchmarks.ts';
import type { Translate } from './footprint-words.ts';
import type { TargetKind, TargetStatus } from './targets.ts';

/** A year's comparison as the contract gives it: what its words need. */
export interface BenchmarksForWords {
  unitSystem: UnitSystem;
  sizeBand: SizeBand | null;
  countryCode: string | null;
  region: string | null;
}

/** One benchmarked figure as the contract gives it. */
export interface BenchmarkFigureForWords {
  metric: string;
  basis: 'perHole' | 'perHectare';
  unit: string;
  value: number | null;
  peers: {
    scope: ComparisonScope;
    count: number;
    lowerQuartile: number;
    median: number;
    upperQuartile: number;
  } | null;
  position: PeerPosition | null;
}

/** A reduction target with its newest year's standing, as the contract gives it. */
export interface TargetForWords {
  metric: string;
  kind: TargetKind;
  baseYear: number;
  targetYear: number;
  percent: number;
  unit: string;
  baseValue: number | null;
  latest: { year: number; actual: number; gap: number; status: TargetStatus } | null;
}

const BAND_KEYS: Record<SizeBand, string> = {
  '9': 'benchmarks.band.9',
  '18': 'benchmarks.band.18',
  '27+': 'benchmarks.band.27plus',
};

/** The text with its first letter capitalised the locale's way (a figure's name opening a line). */
export const sentenceStart = (text: string, locale?: string): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * The words of benchmarks and targets, the same on the year page, the dashboard and in the PDF
 * (docs/benchmarks-and-targets.md#position): the peer group ("18-hole clubs in Germany"), a
 * figure's name ("water per hole"), its position, a target's rule and its standing with the gap
 * in the figure's unit. Numbers below 10 keep two decimals, larger ones none; the figures of one
 * comparison share their decimals (`formatNumbersAlike`).
 */
export function benchmarkWords(t: Translate, locale: string) {
  const number = (value: number): string => formatNumber(value, locale, { maxDecimals: Math.abs(value) < 10 ? 2 : 0 });

  const group = (benchmarks: BenchmarksForWords, figure: BenchmarkFigureForWords): string => {
    if (!benchmarks.sizeBand || !figure.peers) return '';
    const band = t(BAND_KEYS[benchmarks.sizeBand]);
    if (figure.peers.scope === 'all') return t('benchmarks.group.all', { band });
    let place = benchmarks.countryCode ?? '';
    if (figure.peers.scope === 'region') place = t(`benchmarks.region.${benchmarks.region ?? ''}`);
    else {
      try {
        place = new Intl.DisplayNames([locale], { type: 'region' }).of(place) ?? place;
      } catch {
        // An unknown code reads as itself.
      }
    }
    return t('benchmarks.group.place', { band, place });
  };

  const figureName = (benchmarks: BenchmarksForWords, figure: BenchmarkFigureForWords): string => {
    const metric = t(`benchmarks.metric.${figure.metric}`);
    if (figure.basis === 'perHole') return t('benchmarks.figure.perHole', { metric });
    return benchmarks.unitSystem === 'metric'
      ? t('benchmarks.figure.perHectare', { metric })
      : t('benchmarks.figure.perAcre', { metric });
  };

  /** "In the lowest quarter of 18-hole clubs in Germany for water per hole"; empty without peers. */
  const position = (benchmarks: BenchmarksForWords, figure: BenchmarkFigureForWords): string =>
    figure.position === null
      ? ''
      : t(`benchmarks.position.${figure.position}`, {
          group: group(benchmarks, figure),
          figure: figureName(benchmarks, figure),
        });

  /** The facility's figure beside the peers' median and middle half; empty without peers. */
  const quartiles = (figure: BenchmarkFigureForWords): string => {
    if (figure.peers === null || figure.value === null) return '';
    const { median, lowerQuartile, upperQuartile, count } = figure.peers;
    const [value, ...peers] = formatNumbersAlike(
      [figure.value, median, lowerQuartile, upperQuartile],
      locale,
    );
    return t('benchmarks.quartiles', {
      value: value ?? '',
      unit: figure.unit,
      median: peers[0] ?? '',
      lower: peers[1] ?? '',
      upper: peers[2] ?? '',
      count,
    });
  };

  const metricName = (metric: string): string => sentenceStart(t(`benchmarks.metric.${metric}`), locale);

  /** "Electricity: 30 % less in 2030 than in 2024". */
  const rule = (target: TargetForWords): string =>
    t(`targets.rule.${target.kind}`, {
      metric: metricName(target.metric),
      percent: formatPercent(target.percent, locale, 1),
      baseYear: target.baseYear,
      targetYear: target.targetYear,
    });

  /** The newest year's standing with the gap in the figure's unit, or why there is none yet. */
  const standing = (target: TargetForWords): string => {
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
