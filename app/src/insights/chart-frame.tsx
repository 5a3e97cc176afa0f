import { useLayoutEffect, useState, type RefObject } from 'react';
import styles from './insights.module.css';

/**
 * The one text size of every chart (ticks, axis labels, totals, legends), in CSS pixels: readable
 * on a tablet held at arm's length. Plot's own default (10 px) and its legend's were set apart
 * from the page's text, and a chart with a legend was also drawn smaller (docs/insights.md#screens).
 */
export const CHART_TEXT_PX = 14;

/** What every Plot chart draws with: the page's font at the charts' one size. */
export const chartStyle = { fontFamily: 'inherit', fontSize: `${CHART_TEXT_PX}px` } as const;

/** The series colours, in order (Plot's "observable10" scheme, named so legends can use them). */
export const SERIES_COLOURS = [
  '#4269d0',
  '#efb118',
  '#ff725c',
  '#6cc5b0',
  '#3ca951',
  '#ff8ab7',
  '#a463f2',
  '#97bbf5',
  '#9c6b4e',
  '#9498a0',
] as const;

/**
 * Room above the plot for the y axis' unit label ("↑ t CO2e"), which Plot draws from the top edge
 * down: a line for it and half a line for the top tick's label, which is centred on its tick, so
 * the two never touch.
 */
export const LABELLED_MARGIN_TOP = Math.ceil(CHART_TEXT_PX * 2.6);

/**
 * The y scale of a chart from zero whose highest value is `highest`. An all-zero series gets 0 and 1
 * (Plot would otherwise spread 0 to 1 in fifths); with `whole`, for tick labels written without
 * decimals, a small series gets whole-number ticks, so no label repeats ("0, 0, 1, 1").
 */
export function yFromZero(highest: number, whole: boolean): { domain?: [number, number]; ticks?: number[] } {
  if (!(highest > 0)) return { domain: [0, 1], ticks: [0, 1] };
  // From 10 up Plot's own nice ticks are whole numbers at its tick density.
  if (!whole || highest >= 10) return {};
  const step = highest > 5 ? 2 : 1;
  const top = Math.max(step, Math.ceil(highest / step) * step);
  return { domain: [0, top], ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/**
 * The y axis of a chart from zero with its unit above it: the room for the label (`marginTop`) and
 * the scale's options (`yFromZero`), the same in every chart.
 */
export function labelledYAxis({
  label,
  highest,
  whole,
  format,
}: {
  label: string | null;
  highest: number;
  whole: boolean;
  format: (value: number) => string;
}) {
  return {
    marginTop: label ? LABELLED_MARGIN_TOP : undefined,
    y: { label, grid: true, zero: true, nice: true, tickFormat: format, ...yFromZero(highest, whole) },
  };
}

/** Room on the left for the y axis' longest tick label at the chart text size. */
export function leftMargin(labels: string[]): number {
  const longest = Math.max(1, ...labels.map((label) => label.length));
  return Math.ceil(longest * CHART_TEXT_PX * 0.62) + 14;
}

/**
 * The width a chart can draw at: its box's, followed as the box changes (a phone turned, a window
 * resized), so a chart is drawn at its size instead of being scaled down with its text.
 */
export function useBoxWidth(box: RefObject<HTMLElement | null>, fallback = 420): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth((previous) => (Math.abs(previous - measured) > 1 ? measured : previous));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** A chart's legend, in the page's text at the charts' size: a colour swatch and a name each. */
export function ChartLegend({ entries }: { entries: { label: string; color: string }[] }) {
  return (
    <ul className={styles.chartLegend} aria-hidden="true" style={{ fontSize: CHART_TEXT_PX }}>
      {entries.map(({ label, color }) => (
        <li key={label}>
          <span className={styles.chartLegendSwatch} style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
