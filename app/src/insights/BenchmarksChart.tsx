import * as Plot from '@observablehq/plot';
import { sentenceStart } from '@oncourse/engine';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useBenchmarkWords } from './benchmark-words';
import { ChartLegend, chartStyle, useBoxWidth } from './chart-frame';
import type { BenchmarkFigure, Benchmarks } from './load-benchmarks';
import styles from './BenchmarksCard.module.css';
import insightStyles from './insights.module.css';

/** The drawing's height; its box has it from the first paint, so nothing moves when the chart is drawn. */
const CHART_HEIGHT = 64;

// The middle half of the peers as a pale band, their median as a dark tick, the facility as a dot
// in the programme's green: told apart by shape as well as colour.
const BAND = '#c9d6f2';
const MEDIAN = '#1d2b4f';
const OWN = '#2e7a4f';

/**
 * The facility's figure against its peers' quartiles, one range bar per figure (docs/benchmarks-and-targets.md#behaviour): each
 * on its own scale, since every figure has its own unit. Its own chunk with the charting library.
 */
export default function BenchmarksChart({
  benchmarks,
  figures,
}: {
  benchmarks: Benchmarks;
  figures: BenchmarkFigure[];
}) {
  const { t, locale } = useTranslation();
  const words = useBenchmarkWords();
  if (figures.length === 0) return null;
  return (
    <figure className={`${insightStyles.metricChart} ${styles.rangeChart}`}>
      <figcaption>{t('benchmarks.chart.title', { year: benchmarks.year })}</figcaption>
      {figures.map((figure) => (
        <RangeBar
          key={figure.metric}
          figure={figure}
          label={`${sentenceStart(words.figureName(benchmarks, figure), locale)} (${figure.unit})`}
        />
      ))}
      <ChartLegend
        entries={[
          { label: t('benchmarks.chart.middleHalf'), color: BAND },
          { label: t('benchmarks.chart.median'), color: MEDIAN },
          { label: t('benchmarks.chart.yours'), color: OWN },
        ]}
      />
    </figure>
  );
}

function RangeBar({ figure, label }: { figure: BenchmarkFigure; label: string }) {
  const { language } = useTranslation();
  const { number } = useBenchmarkWords();
  const host = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(host);
  const peers = figure.peers!;
  const value = figure.value!;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const highest = Math.max(peers.upperQuartile, value);
    const chart = Plot.plot({
      width: Math.max(240, width),
      height: CHART_HEIGHT,
      marginTop: 8,
      marginLeft: 12,
      marginRight: 24,
      marginBottom: 26,
      style: chartStyle,
      figure: false,
      x: {
        label: null,
        zero: true,
        nice: true,
        // With every figure zero the scale has no extent; Plot would put 0 mid-way.
        ...(highest > 0 ? {} : { domain: [0, 1] }),
        ticks: Math.max(2, Math.floor(width / 110)),
        tickFormat: (v: number) => number(v),
      },
      marks: [
        Plot.barX([peers], {
          x1: 'lowerQuartile',
          x2: 'upperQuartile',
          fill: BAND,
          insetTop: 6,
          insetBottom: 6,
        }),
        Plot.tickX([peers.median], { stroke: MEDIAN, strokeWidth: 3 }),
        Plot.dot([value], { x: (v: number) => v, r: 7, fill: OWN, stroke: 'white', strokeWidth: 2 }),
      ],
    });
    // The drawing is for the eye; the same figures are in the words beside it.
    chart.setAttribute('aria-hidden', 'true');
    element.replaceChildren(chart);
    return () => chart.remove();
    // The number function changes every render; the chart follows the figures, language and width.
  }, [peers, value, language, width]);

  return (
    <div className={styles.rangeBar}>
      <p className={styles.rangeLabel}>{label}</p>
      <div
        ref={host}
        className={insightStyles.chartBox}
        style={{ minHeight: CHART_HEIGHT }}
        data-testid={`benchmark-chart-${figure.metric}`}
      />
    </div>
  );
}
