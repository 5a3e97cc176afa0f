// The footprint's trend as staff read it (docs/programme-console.md#figures).
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../../create-services';
import { ensureFullCatalogue } from '../../i18n/i18n';
import { ServicesProvider } from '../../services';
import { createFakeFetch } from '../../test/fake-api';
import TrendChart from './TrendChart';
import type { ProgrammeFigures } from './load-figures';

afterEach(cleanup);

const year = (value: number, medianPerHole: number | null): ProgrammeFigures['footprintTrend'][number] => ({
  countryCode: null,
  year: value,
  facilities: medianPerHole === null ? 0 : 1,
  notFinal: medianPerHole === null ? 1 : 0,
  market: { total: medianPerHole ?? 0, medianPerHole },
  location: { total: medianPerHole ?? 0, medianPerHole },
});

async function renderTrend(trend: ProgrammeFigures['footprintTrend']) {
  const services = createServices({
    baseUrl: 'http://localhost',
    fetch: createFakeFetch({}).fetch,
    navigate: () => undefined,
  });
  await ensureFullCatalogue(services.catalogue);
  return render(
    <ServicesProvider services={services}>
      <TrendChart trend={trend} />
    </ServicesProvider>,
  );
}

/** Each x-axis label's text and where it stands. */
function yearLabels(container: HTMLElement): { text: string; at: string }[] {
  return [...container.querySelectorAll('[aria-label="x-axis tick label"] text')].map((label) => ({
    text: label.textContent ?? '',
    at: label.getAttribute('transform') ?? label.parentElement?.getAttribute('transform') ?? '',
  }));
}

describe('the footprint trend', () => {
  it('gives each year a place of its own when only one year has a median yet', async () => {
    const { container } = await renderTrend([year(2024, 3.88), year(2025, null)]);
    await waitFor(() => expect(yearLabels(container)).toHaveLength(2));
    const [first, second] = yearLabels(container);
    expect([first!.text, second!.text]).toEqual(['2024', '2025']);
    expect(first!.at).not.toBe(second!.at);
  });

  it('ends the value axis at a tick above the highest median', async () => {
    const { container } = await renderTrend([year(2024, 3.88), year(2025, 3.2)]);
    await waitFor(() => expect(container.querySelector('[aria-label="y-axis tick label"]')).not.toBeNull());
    const ticks = [...container.querySelectorAll('[aria-label="y-axis tick label"] text')].map((tick) =>
      Number((tick.textContent ?? '').replace(',', '.')),
    );
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(3.88);
  });
});
