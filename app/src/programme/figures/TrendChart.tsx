import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@oncourse/engine/locale';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProgrammeFigures } from './load-figures';
import figureStyles from './figures.module.css';

// Market-based in the programme's green, location-based in blue, as two lines apart for colour-blind readers too (dashed).
const COLOURS = ['#2e7a4f', '#4269d0'];

/**
 * The footprint's trend (docs/programme-console.md#figures): the median per hole of every year,
 * market- and location-based, in tonnes CO2e. Its own chunk with the charting library.
 */
export default function TrendChart({ trend }: { trend: ProgrammeFigures['footprintTrend'] }) {
  const { t, locale } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const market = t('programme.figures.trend.market');
    const location = t('programme.figures.trend.location');
    const points = trend.flatMap((row) => [
      ...(row.market.medianPerHole === null
        ? []
        : [{ year: row.year, series: market, value: row.market.medianPerHole }]),
      ...(row.location.medianPerHole === null
        ? []
        : [{ year: row.year, series: location, value: row.location.medianPerHole }]),
    ]);
    const format = { format: (value: number) => formatNumber(value, locale) };
    const chart = Plot.plot({
      width: Math.max(260, Math.min(element.clientWidth || 640, 720)),
      height: 220,
      marginLeft: 48,
      marginTop: 32,
      style: { fontFamily: 'inherit', fontSize: '14px' },
      // Years as points, one apart whatever the values: a single year with a median (the others not
      // final yet) drew every year's label on top of each other on a continuous scale.
      x: { type: 'point', domain: trend.map((row) => row.year), label: null, tickFormat: String },
      y: {
        label: t('programme.figures.trend.axis'),
        grid: true,
        zero: true,
        // The top tick above the highest median, so no point sits over the axis label.
        nice: true,
        tickFormat: (v: number) => format.format(v),
      },
      color: { domain: [market, location], range: COLOURS },
      marks: [
        Plot.lineY(
          points.filter((point) => point.series === market),
          { x: 'year', y: 'value', stroke: 'series', strokeWidth: 2.5 },
        ),
        Plot.lineY(
          points.filter((point) => point.series === location),
          { x: 'year', y: 'value', stroke: 'series', strokeWidth: 2.5, strokeDasharray: '6 4' },
        ),
        Plot.dot(points, {
          x: 'year',
          y: 'value',
          fill: 'series',
          title: (d: { series: string; year: number; value: number }) =>
            `${d.series} ${d.year}: ${format.format(d.value)}`,
        }),
      ],
    });
    element.replaceChildren(chart);
    return () => chart.remove();
  }, [trend, t, locale]);
  return (
    <figure className={figureStyles.trend}>
      {/* The legend in the page's own text: Plot's own would be drawn smaller than it. */}
      <figcaption className={figureStyles.legend}>
        {(['market', 'location'] as const).map((series, index) => (
          <span key={series}>
            <span
              className={index === 0 ? figureStyles.swatch : figureStyles.dashedSwatch}
              style={{ borderColor: COLOURS[index] }}
              aria-hidden="true"
            />
            {t(`programme.figures.trend.${series}`)}
          </span>
        ))}
      </figcaption>
      <div
        ref={host}
        className={figureStyles.trendChart}
        role="img"
        aria-label={t('programme.figures.trend.chartLabel')}
      />
    </figure>
  );
}
