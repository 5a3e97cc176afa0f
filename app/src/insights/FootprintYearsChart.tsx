import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ChartLegend, chartStyle, labelledYAxis, leftMargin, useBoxWidth } from './chart-frame';
import { useTonnes } from './FootprintSummary';
import type { FootprintYear } from './load-insights';
import styles from './insights.module.css';

/** The drawing's height; its box has it from the first paint, so nothing moves when the chart is drawn. */
const CHART_HEIGHT = 260;

const SCOPES = ['scope1', 'scope2', 'scope3'] as const;
type Scope = (typeof SCOPES)[number];
// Scope 1 in the programme's green, Scope 2 blue, Scope 3 amber: apart for colour-blind readers too.
const SCOPE_COLOURS: Record<Scope, string> = { scope1: '#2e7a4f', scope2: '#4269d0', scope3: '#efb118' };

/** Marks a year whose total is not final (questions that would change it unanswered). */
const NOT_FINAL = ' *';

/**
 * The carbon footprint of every annual-data year (docs/insights.md#screens): a bar per year, stacked by scope
 * with the headline's Scope 2 (market-based, and named so), its total above it in tonnes CO2e.
 * A year still being filled in is drawn paler with its total marked and said under the chart, so
 * its lower figure never reads as a fall. Its own chunk with the charting library, loaded only
 * where it shows.
 */
export default function FootprintYearsChart({ years }: { years: FootprintYear[] }) {
  const { t } = useTranslation();
  if (years.length === 0)
    return <p className={styles.footprintYearsEmpty}>{t('insights.yearsChart.empty')}</p>;
  return <YearsChart years={years} />;
}

function YearsChart({ years }: { years: FootprintYear[] }) {
  const { t, language } = useTranslation();
  const tonnes = useTonnes();
  const host = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(host);
  const scopeLabel = (scope: Scope) => t(`insights.yearsChart.${scope}`);
  const labels = SCOPES.map(scopeLabel);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const stacks = years.flatMap(({ year, market, final }) =>
      SCOPES.map((scope) => ({
        year: String(year),
        scope: scopeLabel(scope),
        tonnes: market[scope],
        final,
      })),
    );
    const totals = years.map(({ year, market, final }) => ({
      year: String(year),
      total: market.total,
      final,
    }));
    const highest = Math.max(0, ...totals.map((entry) => entry.total));
    const chart = Plot.plot({
      width: Math.max(240, width),
      height: CHART_HEIGHT,
      marginLeft: leftMargin([tonnes(highest, 0)]),
      marginBottom: 32,
      style: chartStyle,
      figure: false,
      x: { label: null, type: 'band', domain: years.map(({ year }) => String(year)), padding: 0.3 },
      // The room for the unit label above the plot holds the highest bar's total too.
      ...labelledYAxis({
        label: t('insights.tonnesCo2e'),
        highest,
        whole: true,
        format: (v: number) => tonnes(v, 0),
      }),
      color: { domain: labels, range: SCOPES.map((scope) => SCOPE_COLOURS[scope]) },
      marks: [
        Plot.barY(stacks, {
          x: 'year',
          y: 'tonnes',
          fill: 'scope',
          fillOpacity: (entry: (typeof stacks)[number]) => (entry.final ? 1 : 0.4),
          order: labels,
          title: (entry: (typeof stacks)[number]) =>
            `${entry.scope} ${entry.year}: ${tonnes(entry.tonnes)} t`,
        }),
        Plot.ruleY([0]),
        Plot.text(totals, {
          x: 'year',
          y: 'total',
          text: (entry: (typeof totals)[number]) => tonnes(entry.total) + (entry.final ? '' : NOT_FINAL),
          dy: -6,
          lineAnchor: 'bottom',
          fontWeight: 600,
        }),
      ],
    });
    // The drawing is for the eye; screen readers read the same figures from the table below.
    chart.setAttribute('aria-hidden', 'true');
    element.replaceChildren(chart);
    return () => chart.remove();
    // The label and number functions change every render; the chart follows the data, language and width.
  }, [years, language, width]);

  return (
    <figure className={`${styles.metricChart} ${styles.footprintYears}`}>
      <figcaption>{t('insights.yearsChart.title')}</figcaption>
      <div
        ref={host}
        className={styles.chartBox}
        style={{ minHeight: CHART_HEIGHT }}
        data-testid="chart-footprint-years"
      />
      <ChartLegend
        entries={SCOPES.map((scope) => ({ label: scopeLabel(scope), color: SCOPE_COLOURS[scope] }))}
      />
      {years.some(({ final }) => !final) && (
        <p className={styles.footprintYearsNotFinal}>{`${NOT_FINAL.trim()} ${t('insights.notFinal')}`}</p>
      )}
      {/* The figures for screen readers, in a hidden box (see MetricChart's table). */}
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <td />
              {years.map(({ year }) => (
                <th key={year} scope="col">
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCOPES.map((scope) => (
              <tr key={scope}>
                <th scope="row">{scopeLabel(scope)}</th>
                {years.map(({ year, market }) => (
                  <td key={year}>{tonnes(market[scope])}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('insights.headline')}</th>
              {years.map(({ year, market, final }) => (
                <td key={year}>{tonnes(market.total) + (final ? '' : NOT_FINAL)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
