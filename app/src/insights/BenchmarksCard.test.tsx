import en from '@oncourse/fixtures/strings/en.json';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch, ok } from '../test/fake-api';
import { BASE_URL } from '../test/render-app';
import BenchmarksCard from './BenchmarksCard';

afterEach(cleanup);

const figure = (metric: string, basis: string, peers: unknown, position: string | null, value = 1_500) => ({
  metric,
  basis,
  unit: metric === 'water' ? 'm³' : 'kWh',
  value,
  peers,
  position,
});

function renderCard(benchmarks: unknown, targets: unknown[] = []) {
  const { fetch } = createFakeFetch({
    'GET /api/insights/organisation/11/benchmarks': () => ok(benchmarks),
    'GET /api/insights/organisation/11/targets': () => ok(targets),
  });
  const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
  services.catalogue.addCatalogue('en', en);
  render(
    <ServicesProvider services={services}>
      <BenchmarksCard organisationId={11} year={2024} />
    </ServicesProvider>,
  );
}

const base = {
  year: 2024,
  unitSystem: 'metric',
  contributing: true,
  sizeBand: '18',
  countryCode: 'SE',
  region: '154',
};

describe('the benchmarks card (docs/benchmarks-and-targets.md#behaviour)', () => {
  it('words the position of each figure that has peers, saying how far the group widened', async () => {
    renderCard({
      ...base,
      figures: [
        figure(
          'electricity',
          'perHole',
          { scope: 'region', count: 5, lowerQuartile: 2000, median: 3000, upperQuartile: 4000 },
          'lowestQuarter',
        ),
        figure('electricity', 'perHectare', null, null),
        figure('water', 'perHole', null, null),
        figure(
          'water',
          'perHectare',
          { scope: 'all', count: 20, lowerQuartile: 10, median: 20, upperQuartile: 30 },
          'highestQuarter',
          45,
        ),
      ],
    });
    expect(
      await screen.findByText(
        'In the lowest quarter of 18-hole clubs in Northern Europe for electricity per hole',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('In the highest quarter of 18-hole clubs in all countries for water per hectare'),
    ).toBeTruthy();
    expect(
      screen.getByText(/Yours 1,500 kWh; median 3,000, middle half 2,000 to 4,000 \(5 or more facilities\)/),
    ).toBeTruthy();
  });

  it('names phosphate and potash as they are entered, as P2O5 and K2O', async () => {
    const peers = { scope: 'all', count: 9, lowerQuartile: 10, median: 20, upperQuartile: 30 };
    renderCard({
      ...base,
      figures: [
        figure('phosphate', 'perHole', peers, 'belowMedian', 15),
        figure('potash', 'perHole', peers, 'belowMedian', 15),
      ],
    });
    expect(await screen.findByText(/for phosphate \(P2O5\) per hole$/)).toBeTruthy();
    expect(screen.getByText(/for potash \(K2O\) per hole$/)).toBeTruthy();
    expect(screen.queryByText(/\((P|K)\)/)).toBeNull();
  });

  it('says there is nothing to compare with until 5 other facilities share a figure', async () => {
    renderCard({ ...base, figures: [figure('electricity', 'perHole', null, null)] });
    expect(
      await screen.findByText(
        'Fewer than 5 comparable facilities share their 2024 figures yet, so there is nothing to compare with.',
      ),
    ).toBeTruthy();
  });

  it('shows how a target stands with the gap in the figure’s unit', async () => {
    renderCard({ ...base, figures: [] }, [
      {
        id: 1,
        metric: 'electricity',
        kind: 'percentage',
        baseYear: 2024,
        targetYear: 2030,
        percent: 30,
        unit: 'kWh',
        baseValue: 27000,
        path: [],
        years: [],
        latest: { year: 2025, actual: 25000, expected: 25650, gap: -650, status: 'ahead' },
      },
    ]);
    expect(await screen.findByText('Electricity: 30% less in 2030 than in 2024')).toBeTruthy();
    expect(screen.getByText('2025: 25,000 kWh, ahead by 650 kWh')).toBeTruthy();
  });

  it('draws each figure against its peers: the middle half as a band, the facility where it falls', async () => {
    renderCard({
      ...base,
      figures: [
        figure(
          'water',
          'perHole',
          { scope: 'country', count: 10, lowerQuartile: 10, median: 20, upperQuartile: 30 },
          'highestQuarter',
          45,
        ),
        figure(
          'electricity',
          'perHole',
          { scope: 'country', count: 10, lowerQuartile: 2000, median: 3000, upperQuartile: 4000 },
          'lowestQuarter',
          1000,
        ),
      ],
    });
    const place = async (metric: string) => {
      const chart = await screen.findByTestId(`benchmark-chart-${metric}`, {}, { timeout: 10_000 });
      await waitFor(() => expect(chart.querySelector('svg circle')).not.toBeNull(), { timeout: 10_000 });
      const band = chart.querySelector('svg rect')!;
      const start = Number(band.getAttribute('x'));
      const end = start + Number(band.getAttribute('width'));
      const dot = chart.querySelector('svg circle')!;
      const at = Number(
        dot.getAttribute('cx') ??
          dot
            .closest('[transform]')
            ?.getAttribute('transform')
            ?.match(/[\d.]+/)?.[0],
      );
      return { start, end, at };
    };
    const water = await place('water');
    // 45 against a middle half of 10 to 30: right of the band, as far past it as the band is half wide.
    expect(water.at).toBeGreaterThan(water.end);
    expect((water.at - water.end) / (water.end - water.start)).toBeCloseTo(15 / 20, 1);
    const electricity = await place('electricity');
    expect(electricity.at).toBeLessThan(electricity.start);
  }, 30_000);
});
