import { CHART_TEXT_PX } from '../insights/chart-frame';

/** A "translate(x,y)" transform's y, or 0. */
function translateY(element: Element | null): number {
  const match = /translate\(\s*[-\d.e]+\s*,\s*([-\d.e]+)\s*\)/.exec(element?.getAttribute('transform') ?? '');
  return match ? Number(match[1]) : 0;
}

/** Where a text of Plot's axes sits vertically: its own translation plus its group's. */
const drawnAt = (text: Element) => translateY(text) + translateY(text.parentElement);

/** The y axis' tick labels as Plot drew them, bottom to top. */
export function yTickLabels(svg: Element): string[] {
  return [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')]
    .sort((a, b) => drawnAt(b) - drawnAt(a))
    .map((text) => text.textContent ?? '');
}

/**
 * Pixels between the bottom of the y axis' unit label ("↑ t CO2e", drawn from its top edge, a line
 * high) and the top of the highest tick label (drawn centred on its tick); below zero they overlap.
 */
export function unitLabelClearance(svg: Element): number {
  const label = svg.querySelector('g[aria-label="y-axis label"] text');
  const ticks = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')];
  if (!label || ticks.length === 0) throw new Error('the chart has no y axis label or ticks');
  const lineHeight = CHART_TEXT_PX * 1.2;
  const labelBottom = drawnAt(label) + lineHeight;
  const topTick = Math.min(...ticks.map(drawnAt)) - lineHeight / 2;
  return topTick - labelBottom;
}
