import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import MetricChart from './MetricChart';
import { unitLabelClearance, yTickLabels } from '../test/chart-axis';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const services = () =>
  createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });

type Metric = ComponentProps<typeof MetricChart>['metric'];
const rounds: Metric = {
  metric: 'rounds',
  unit: '',
  points: [
    { year: 2024, series: 'rounds', value: 40_500 },
    { year: 2025, series: 'rounds', value: 41_800 },
  ],
};
const fuel: Metric = {
  metric: 'fuel',
  unit: 'litres',
  points: [
    { year: 2024, series: 'diesel', value: 14_200 },
    { year: 2024, series: 'petrol', value: 1_850 },
    { year: 2025, series: 'diesel', value: 13_100 },
    { year: 2025, series: 'petrol', value: 1_700 },
  ],
};

/** The font size an SVG text is drawn at: the nearest inline style or font-size attribute. */
function drawnSize(element: Element | null): number | null {
  for (let node = element; node; node = node.parentElement) {
    const inline = (node as HTMLElement | SVGElement).style?.fontSize;
    if (inline) return parseFloat(inline);
    const attribute = node.getAttribute('font-size');
    if (attribute) return parseFloat(attribute);
  }
  return null;
}

describe('a metric chart', () => {
  it('keeps the unit label clear of the top tick, and draws 0 and 1 for a series of zeros', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const zeros: Metric = { ...fuel, points: fuel.points.map((point) => ({ ...point, value: 0 })) };
    render(
      <ServicesProvider services={services()}>
        <MetricChart years={[2024, 2025]} metric={fuel} />
        <MetricChart years={[2024, 2025]} metric={{ ...zeros, metric: 'water' }} />
      </ServicesProvider>,
    );
    const [drawn, empty] = ['chart-fuel', 'chart-water'].map((id) =>
      screen.getByTestId(id).querySelector('svg')!,
    );
    expect(unitLabelClearance(drawn!)).toBeGreaterThanOrEqual(4);
    expect(yTickLabels(empty!)).toEqual(['0', '1']);
  });

  it('draws a chart with a legend at the same, readable text size as one without, at its box width', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    render(
      <ServicesProvider services={services()}>
        <MetricChart years={[2024, 2025]} metric={rounds} />
        <MetricChart years={[2024, 2025]} metric={fuel} />
      </ServicesProvider>,
    );
    const sizes = ['chart-rounds', 'chart-fuel'].map((id) => {
      const box = screen.getByTestId(id);
      // Drawn at the box's width, not wrapped (and shrunk) inside another figure.
      const svg = box.querySelector(':scope > svg');
      expect(svg?.getAttribute('width'), id).toBe('360');
      const ticks = [...svg!.querySelectorAll('text')].filter((text) => text.textContent === '2025');
      expect(ticks.length, id).toBeGreaterThan(0);
      return drawnSize(ticks[0]!);
    });
    expect(sizes[0]).toBeGreaterThanOrEqual(14);
    expect(sizes[1]).toBe(sizes[0]);
    // The multi-series chart's legend names each series at that same size.
    const figure = screen.getByTestId('chart-fuel').closest('figure')!;
    const diesel = figure.querySelector('tbody th')!.textContent;
    const legend = [...figure.querySelectorAll('li, span, div')].filter(
      (element) => element.textContent === diesel && !element.closest('table') && !element.closest('svg'),
    );
    expect(legend.length).toBeGreaterThan(0);
    expect(parseFloat(getComputedStyle(legend[0]!).fontSize)).toBe(sizes[0]);
  });

  it('draws fuels of a single year without a warning: no "⚠" on the chart, nothing in the console', () => {
    const services = createServices({
      baseUrl: 'http://localhost',
      fetch: createFakeFetch({}).fetch,
      navigate: () => undefined,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ServicesProvider services={services}>
        <MetricChart
          years={[2025]}
          metric={{
            metric: 'fuel',
            unit: 'litres',
            points: [
              { year: 2025, series: 'diesel', value: 8000 },
              { year: 2025, series: 'petrol', value: 1500 },
              { year: 2025, series: 'heatingOil', value: 1200 },
            ],
          }}
        />
      </ServicesProvider>,
    );
    const chart = screen.getByTestId('chart-fuel');
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(chart.textContent).not.toContain('⚠');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
