import { formatNumber } from '@oncourse/engine/locale';
import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import {
  ChartLegend,
  SERIES_COLOURS,
  chartStyle,
  labelledYAxis,
  leftMargin,
  useBoxWidth,
} from './chart-frame';
import type { AnnualDataSeries } from './load-insights';
import styles from './insights.module.css';

/** The drawing's height; its box has it from the first paint, so nothing moves when the chart is drawn. */
const CHART_HEIGHT = 240;

type Metric = AnnualDataSeries['metrics'][number];

/**
 * One annual-data metric over the facility's years, a line per series (@observablehq/plot; this
 * module is its own chunk, loaded only where a chart shows).
 */
export default function MetricChart({ metric, years }: { metric: Metric; years: number[] }) {
  const { t, language } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(host);
  const label = (series: string) =>
    series === metric.metric ? t(`insights.metric.${metric.metric}`) : t(`insights.series.${series}`);
  const labels = [...new Set(metric.points.map((point) => label(point.series)))];
  const colour = (name: string) => SERIES_COLOURS[labels.indexOf(name) % SERIES_COLOURS.length]!;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const points = metric.points.map((point) => ({ ...point, label: label(point.series) }));
    const format = (value: number) => formatNumber(value, language, { maxDecimals: 3 });
    const chart = Plot.plot({
      width: Math.max(240, width),
      height: CHART_HEIGHT,
      marginLeft: leftMargin(points.map((point) => format(point.value))),
      marginBottom: 32,
      style: chartStyle,
      // The legend is the page's own (below): Plot's would wrap the drawing in a figure with its
      // own margins and smaller text.
      figure: false,
      x: { label: null, domain: years, type: 'point', inset: 20, tickFormat: (year: number) => String(year) },
      ...labelledYAxis({
        label: metric.unit || null,
        highest: Math.max(0, ...points.map((point) => point.value)),
        whole: false,
        format,
      }),
      color: { domain: labels, range: labels.map(colour) },
      marks: [
        Plot.ruleY([0]),
        // z named outright: with one year each series is a single point, and Plot would otherwise
        // warn (console and a "⚠" on the chart) that the implicit series channel looks too fine.
        Plot.lineY(points, { x: 'year', y: 'value', stroke: 'label', z: 'label', strokeWidth: 2 }),
        Plot.dot(points, {
          x: 'year',
          y: 'value',
          stroke: 'label',
          fill: 'label',
          r: 4,
          title: (point: (typeof points)[number]) =>
            `${point.label} ${point.year}: ${format(point.value)}${metric.unit ? ` ${metric.unit}` : ''}`,
        }),
      ],
    });
    // The drawing is for the eye; screen readers read the same figures from the table below.
    chart.setAttribute('aria-hidden', 'true');
    element.replaceChildren(chart);
    return () => chart.remove();
    // The label function changes every render; the chart depends on the data, language and width.
  }, [metric, years, language, width]);
  return (
    <figure className={styles.metricChart}>
      <figcaption>
        {t(`insights.metric.${metric.metric}`)}
        {metric.unit ? ` (${metric.unit})` : ''}
      </figcaption>
      <div
        ref={host}
        className={styles.chartBox}
        style={{ minHeight: CHART_HEIGHT }}
        data-testid={`chart-${metric.metric}`}
      />
      {labels.length > 1 && (
        <ChartLegend entries={labels.map((name) => ({ label: name, color: colour(name) }))} />
      )}
      <FiguresTable metric={metric} years={years} label={label} language={language} />
    </figure>
  );
}

/**
 * The chart's figures as a table, for screen readers: a row per series, a column per year. In a
 * hidden box rather than a hidden table: a table is never narrower than its cells, and a hidden
 * one still widened a phone's page.
 */
function FiguresTable({
  metric,
  years,
  label,
  language,
}: {
  metric: Metric;
  years: number[];
  label: (series: string) => string;
  language: string;
}) {
  const series = [...new Set(metric.points.map((point) => point.series))];
  const value = (name: string, year: number) =>
    metric.points.find((point) => point.series === name && point.year === year)?.value;
  return (
    <div className="visually-hidden">
      <table>
        <thead>
          <tr>
            <td />
            {years.map((year) => (
              <th key={year} scope="col">
                {year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((name) => (
            <tr key={name}>
              <th scope="row">{label(name)}</th>
              {years.map((year) => (
                <td key={year}>{written(value(name, year), language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A figure of the table as the reader writes it; a dash where the year has none. */
function written(figure: number | undefined | null, language: string): string {
  return figure === undefined || figure === null ? '–' : formatNumber(figure, language, { maxDecimals: 3 });
}
