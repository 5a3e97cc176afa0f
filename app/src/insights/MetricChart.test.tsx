import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { createFakeFetch } from '../test/fake-api';
import MetricChart from './MetricChart';

afterEach(cleanup);

describe('a metric chart', () => {
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
