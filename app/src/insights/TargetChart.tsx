import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useBenchmarkWords } from './benchmark-words';
import { ChartLegend, chartStyle, labelledYAxis, leftMargin, useBoxWidth } from './chart-frame';
import type { ReductionTarget } from './load-benchmarks';
import styles from './BenchmarksCard.module.css';
import insightStyles from './insights.module.css';

/** The drawing's height; its box has it from the first paint, so nothing moves when the chart is drawn. */
const CHART_HEIGHT = 220;

type Status = NonNullable<ReductionTarget['latest']>['status'];
const STATUSES: readonly Status[] = ['ahead', 'onTrack', 'behind'];
// Ahead in the programme's green, on track blue, behind red: apart for colour-blind readers too,
// and the words beside the chart say the same.
const STATUS_COLOURS: Record<Status, string> = { ahead: '#2e7a4f', onTrack: '#4269d0', behind: '#d0412b' };
const PATH = '#59606b';

/**
 * A target's path from the base year to the target year, a dashed line, with each year's actual
 * as a dot coloured by its standing (docs/benchmarks-and-targets.md#behaviour). Its own chunk with the charting library.
 */
export default function TargetChart({ target }: { target: ReductionTarget }) {
  const { t, language } = useTranslation();
  const { number, metricName } = useBenchmarkWords();
  const host = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(host);

  useEffect(() => {
    const element = host.current;
    if (!element || target.path.length === 0) return;
    const values = [
      ...target.path.map((point) => point.expected),
      ...target.years.map((year) => year.actual),
    ];
    const highest = Math.max(0, ...values);
    const first = target.baseYear;
    const last = Math.max(target.targetYear, ...target.years.map((year) => year.year));
    const span = last - first;
    // Whole years only, as many as fit.
    const every = Math.max(1, Math.ceil(span / Math.max(1, Math.floor(width / 64))));
    const ticks = Array.from({ length: Math.floor(span / every) + 1 }, (_, index) => first + index * every);
    const chart = Plot.plot({
      width: Math.max(240, width),
      height: CHART_HEIGHT,
      marginRight: 20,
      marginLeft: leftMargin([number(highest)]),
      marginBottom: 32,
      style: chartStyle,
      figure: false,
      x: { label: null, domain: [first - 0.3, last + 0.3], ticks, tickFormat: (v: number) => String(v) },
      ...labelledYAxis({ label: target.unit, highest, whole: false, format: (v: number) => number(v) }),
      marks: [
        Plot.line(target.path, {
          x: 'year',
          y: 'expected',
          stroke: PATH,
          strokeWidth: 2,
          strokeDasharray: '6 4',
        }),
        Plot.ruleY([0]),
        Plot.dot(target.years, {
          x: 'year',
          y: 'actual',
          r: 6,
          fill: (year: ReductionTarget['years'][number]) => STATUS_COLOURS[year.status],
          stroke: 'white',
          strokeWidth: 1.5,
        }),
      ],
    });
    // The drawing is for the eye; screen readers read the same figures from the table below.
    chart.setAttribute('aria-hidden', 'true');
    element.replaceChildren(chart);
    return () => chart.remove();
    // The number function changes every render; the chart follows the target, language and width.
  }, [target, language, width]);

  if (target.path.length === 0) return null;
  const actual = new Map(target.years.map((year) => [year.year, year]));
  return (
    <figure className={`${insightStyles.metricChart} ${styles.targetChart}`}>
      <figcaption>
        {t('targets.chart.title', { metric: metricName(target.metric), unit: target.unit })}
      </figcaption>
      <div
        ref={host}
        className={insightStyles.chartBox}
        style={{ minHeight: CHART_HEIGHT }}
        data-testid={`target-chart-${target.metric}`}
      />
      <ChartLegend
        entries={[
          { label: t('targets.chart.path'), color: PATH },
          ...STATUSES.map((status) => ({
            label: t(`targets.statusWord.${status}`),
            color: STATUS_COLOURS[status],
          })),
        ]}
      />
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('targets.chart.path')}</th>
              <th scope="col">{t('targets.chart.actual')}</th>
            </tr>
          </thead>
          <tbody>
            {target.path.map((point) => {
              const year = actual.get(point.year);
              return (
                <tr key={point.year}>
                  <th scope="row">{point.year}</th>
                  <td>{number(point.expected)}</td>
                  <td>{year ? `${number(year.actual)} (${t(`targets.statusWord.${year.status}`)})` : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
