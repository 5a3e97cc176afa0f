import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import FootprintYearsChart from './FootprintYearsChart';
import type { FootprintYear } from './load-insights';
import { footprintTotals as totals } from '../test/footprint-data';
import { unitLabelClearance, yTickLabels } from '../test/chart-axis';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const YEARS: FootprintYear[] = [
  {
    year: 2024,
    headline: 'market',
    market: totals(40, 12.5, 0.25),
    location: totals(40, 20, 0.25),
    final: true,
  },
  {
    year: 2025,
    headline: 'market',
    market: totals(36.4, 6.2, 1.75),
    location: totals(36.4, 18, 1.75),
    final: true,
  },
];

function renderChart(years: FootprintYear[]) {
  const services = createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });
  return render(
    <ServicesProvider services={services}>
      <FootprintYearsChart years={years} />
    </ServicesProvider>,
  );
}

const tonnes = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);

const year = (value: number, total = totals(value, 0, 0)): FootprintYear => ({
  year: 2024,
  headline: 'market',
  market: total,
  location: total,
  final: true,
});

describe('the footprint over the years', () => {
  it('keeps the unit label on a line of its own, clear of the top tick', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderChart([year(140)]);
    const svg = screen.getByTestId('chart-footprint-years').querySelector('svg')!;
    expect(yTickLabels(svg).at(-1)).toBe('140');
    expect(unitLabelClearance(svg)).toBeGreaterThanOrEqual(4);
  });

  it('draws an axis of 0 and 1 for a year of nothing, and whole tonnes without repeats for a small one', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderChart([year(0)]);
    expect(yTickLabels(screen.getByTestId('chart-footprint-years').querySelector('svg')!)).toEqual([
      '0',
      '1',
    ]);
    cleanup();
    renderChart([year(3.2)]);
    const labels = yTickLabels(screen.getByTestId('chart-footprint-years').querySelector('svg')!);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[0]).toBe('0');
    expect(Number(labels.at(-1))).toBeGreaterThanOrEqual(4);
  });

  it("draws a bar per year, stacked by scope with market-based Scope 2, as tall as the year's total, the total above it", () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderChart(YEARS);
    const svg = screen.getByTestId('chart-footprint-years').querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('360');

    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    for (const { market } of YEARS) expect(texts).toContain(tonnes(market.total));

    // A stack per year: its segments, one per scope, end to end as tall as the year's total.
    const stacks = new Map<string, number[]>();
    for (const rect of svg.querySelectorAll('rect')) {
      const x = rect.getAttribute('x')!;
      stacks.set(x, [...(stacks.get(x) ?? []), Number(rect.getAttribute('height'))]);
    }
    expect([...stacks.values()].map((segments) => segments.length)).toEqual([3, 3]);
    const [first, second] = [...stacks.values()].map((segments) => segments.reduce((a, b) => a + b, 0));
    expect(first! / second!).toBeCloseTo(YEARS[0]!.market.total / YEARS[1]!.market.total, 2);

    // Screen readers read the same figures: the market-based Scope 2 and the total of each year.
    const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toContainEqual(YEARS.map(({ market }) => tonnes(market.scope2)));
    expect(rows).toContainEqual(YEARS.map(({ market }) => tonnes(market.total)));
  });

  it('draws a year still being filled in paler, its total marked and said under the chart', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const partial = { ...YEARS[1]!, final: false };
    renderChart([YEARS[0]!, partial]);
    const svg = screen.getByTestId('chart-footprint-years').querySelector('svg')!;
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain(tonnes(YEARS[0]!.market.total));
    expect(texts).toContain(`${tonnes(partial.market.total)} *`);
    const opacities = new Map<string, Set<string | null>>();
    for (const rect of svg.querySelectorAll('rect')) {
      const x = rect.getAttribute('x')!;
      opacities.set(x, (opacities.get(x) ?? new Set()).add(rect.getAttribute('fill-opacity')));
    }
    expect([...opacities.values()].map((values) => [...values])).toEqual([['1'], ['0.4']]);
    // The words are the catalogue's (the dashboard's test reads them in English).
    expect(screen.getByText(/^\* insights\.notFinal$/)).toBeTruthy();
  });

  it('says nothing of final figures when every year is final', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderChart(YEARS);
    expect(screen.queryByText(/notFinal/)).toBeNull();
  });

  // Regression: with every value zero the y scale had no extent and put 0 mid-height, so Scope 3 was drawn as a tall bar.
  it('draws no bar taller than nothing when a year is all zero, and puts zero at the bottom', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderChart([
      { year: 2025, headline: 'market', market: totals(0, 0, 0), location: totals(0, 0, 0), final: true },
    ]);
    const svg = screen.getByTestId('chart-footprint-years').querySelector('svg')!;
    const heights = [...svg.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height') ?? 0));
    expect(heights.every((height) => height === 0)).toBe(true);
    const ticks = [...svg.querySelectorAll('[aria-label="y-axis tick label"] text')].map(
      (text) => text.textContent,
    );
    expect(ticks[0]).toBe('0');
  });

  it('says what to do while there is no year yet, and draws nothing', () => {
    renderChart([]);
    expect(screen.queryByTestId('chart-footprint-years')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
    expect(document.body.textContent).toContain('insights.yearsChart.empty');
  });
});
