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
