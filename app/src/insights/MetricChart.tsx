import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { AnnualDataSeries } from './insights-api';

type Metric = AnnualDataSeries['metrics'][number];

/**
 * One annual-data metric over the facility's years, a line per series (@observablehq/plot; this
 * module is its own chunk, loaded only where a chart shows).
 */
export default function MetricChart({ metric, years }: { metric: Metric; years: number[] }) {
  const { t, language } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const label = (series: string) =>
    series === metric.metric ? t(`insights.metric.${metric.metric}`) : t(`insights.series.${series}`);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const points = metric.points.map((point) => ({ ...point, label: label(point.series) }));
    const chart = Plot.plot({
      width: Math.max(280, element.clientWidth || 420),
      height: 220,
      marginLeft: 60,
      x: { label: null, domain: years, type: 'point', tickFormat: (year: number) => String(year) },
      y: {
        label: metric.unit || null,
        grid: true,
        zero: true,
        tickFormat: (value: number) => value.toLocaleString(language),
      },
      color: { legend: new Set(points.map((point) => point.label)).size > 1 },
      marks: [
        Plot.ruleY([0]),
        Plot.lineY(points, { x: 'year', y: 'value', stroke: 'label' }),
        Plot.dot(points, {
          x: 'year',
          y: 'value',
          stroke: 'label',
          fill: 'label',
          title: (point: (typeof points)[number]) =>
            `${point.label} ${point.year}: ${point.value.toLocaleString(language)}${metric.unit ? ` ${metric.unit}` : ''}`,
        }),
      ],
    });
    element.replaceChildren(chart);
    return () => chart.remove();
    // The label function changes every render; the chart depends on the data and language only.
  }, [metric, years, language]);
  return (
    <figure className="metric-chart">
      <figcaption>
        {t(`insights.metric.${metric.metric}`)}
        {metric.unit ? ` (${metric.unit})` : ''}
      </figcaption>
      <div ref={host} data-testid={`chart-${metric.metric}`} />
    </figure>
  );
}
