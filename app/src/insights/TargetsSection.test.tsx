import en from '@oncourse/fixtures/strings/en.json';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { sessionAtom } from '../session/atoms';
import { GREEN_HILLS, USER } from '../test/session';
import { createFakeFetch, fail, ok, type Handler } from '../test/fake-api';
import { BASE_URL } from '../test/render-app';
import BenchmarksCard from './BenchmarksCard';

afterEach(cleanup);

// The dialog and the chart are chunks of their own: on a busy machine they take a while to arrive.
const LAZY = { timeout: 10_000 };

const BENCHMARKS = {
  year: 2024,
  unitSystem: 'metric',
  contributing: true,
  sizeBand: '18',
  countryCode: 'SE',
  region: '154',
  figures: [],
};

const TARGET = {
  id: 7,
  metric: 'electricity',
  kind: 'percentage',
  baseYear: 2024,
  targetYear: 2030,
  percent: 30,
  unit: 'kWh',
  baseValue: 27000,
  path: [2024, 2025, 2026, 2027, 2028, 2029, 2030].map((year, index) => ({
    year,
    expected: 27000 - index * 1350,
  })),
  years: [
    { year: 2024, actual: 27000, expected: 27000, gap: 0, status: 'onTrack' },
    { year: 2025, actual: 28000, expected: 25650, gap: 2350, status: 'behind' },
  ],
  latest: { year: 2025, actual: 28000, expected: 25650, gap: 2350, status: 'behind' },
};

function renderCard(activities: string[], handlers: Record<string, Handler> = {}, targets: unknown[] = []) {
  let saved = targets;
  const { fetch, calls } = createFakeFetch({
    'GET /api/insights/organisation/11/benchmarks': () => ok(BENCHMARKS),
    'GET /api/insights/organisation/11/targets': () => ok(saved),
    ...handlers,
  });
  const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
  services.catalogue.addCatalogue('en', en);
  services.store.set(sessionAtom, {
    user: USER,
    accessToken: 'access-1',
    organisation: { ...GREEN_HILLS, activities: activities as never },
  });
  render(
    <Provider store={services.store}>
      <ServicesProvider services={services}>
        <BenchmarksCard organisationId={11} year={2024} />
      </ServicesProvider>
    </Provider>,
  );
  return { calls, save: (next: unknown[]) => (saved = next) };
}

describe('reduction targets on the year page (docs/benchmarks-and-targets.md#behaviour)', () => {
  it('lets a member who may change details set a target, and shows its standing once saved', async () => {
    const user = userEvent.setup();
    const rendered = renderCard(['reviews', 'change-organisation-details'], {
      'POST /api/insights/organisation/11/targets': () => {
        rendered.save([TARGET]);
        return ok(TARGET);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set a target' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a reduction target' }, LAZY);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Figure/ }), 'Electricity');
    await user.type(within(dialog).getByRole('textbox', { name: /Reduction/ }), '30');
    const targetYear = within(dialog).getByRole('textbox', { name: /Target year/ });
    await user.clear(targetYear);
    await user.type(targetYear, '2030');
    await user.click(within(dialog).getByRole('button', { name: 'Save target' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LAZY);
    const sent = rendered.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      metric: 'electricity',
      kind: 'percentage',
      baseYear: 2024,
      targetYear: 2030,
      percent: 30,
    });
    expect(await screen.findByText('2025: 28,000 kWh, behind by 2,350 kWh')).toBeTruthy();
  }, 30_000);

  it('refuses a target year before the base year without sending it, and puts the server’s 409 on the figure', async () => {
    const user = userEvent.setup();
    const rendered = renderCard(['reviews', 'change-organisation-details'], {
      'POST /api/insights/organisation/11/targets': () =>
        fail(409, 'NOT_UNIQUE', 'There is already a target for this figure', 'metric'),
    });
    await user.click(await screen.findByRole('button', { name: 'Set a target' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Figure/ }), 'Water');
    await user.type(within(dialog).getByRole('textbox', { name: /Reduction/ }), '10');
    const targetYear = within(dialog).getByRole('textbox', { name: /Target year/ });
    await user.clear(targetYear);
    await user.type(targetYear, '2020');
    await user.click(within(dialog).getByRole('button', { name: 'Save target' }));
    // On the field (and in the form's summary of what to correct).
    expect(
      (await within(dialog).findAllByText('Enter a target year after the base year')).length,
    ).toBeGreaterThan(0);
    expect(rendered.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(targetYear);
    await user.type(targetYear, '2030');
    await user.click(within(dialog).getByRole('button', { name: 'Save target' }));
    expect(
      (
        await within(dialog).findAllByText(
          'There is already a target for this figure: change that one instead.',
        )
      ).length,
    ).toBeGreaterThan(0);
  }, 30_000);

  it('shows a view-only member the targets and their path, with no way to change them', async () => {
    renderCard(['reviews'], {}, [TARGET]);
    expect(await screen.findByText('Electricity: 30% less in 2030 than in 2024')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set a target' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the target/ })).toBeNull();
    const chart = await screen.findByTestId('target-chart-electricity', {}, LAZY);
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), LAZY);
    // The path as a line and a dot per year with a figure.
    expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(0);
    expect(chart.querySelectorAll('svg circle')).toHaveLength(TARGET.years.length);
  }, 30_000);

  it('removes a target after asking', async () => {
    const user = userEvent.setup();
    const rendered = renderCard(
      ['reviews', 'change-organisation-details'],
      {
        'DELETE /api/insights/organisation/11/targets/7': () => {
          rendered.save([]);
          return ok({ id: 7 });
        },
      },
      [TARGET],
    );
    await user.click(await screen.findByRole('button', { name: 'Remove the target for Electricity' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove this target?' }, LAZY);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No reduction target yet.', {}, LAZY)).toBeTruthy();
  }, 30_000);
});
