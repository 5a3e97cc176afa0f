import { readFileSync } from 'node:fs';
import en from '@oncourse/fixtures/strings/en.json';
import { join } from 'node:path';
import type { QuestionSet } from '@oncourse/engine';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { annualSetHandlers, answerSet } from '../test/reviews-data';
import { footprintBasis } from '../test/footprint-data';
import type { CarbonFootprint, FootprintLine, PublishedFactor } from './load-insights';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const ANNUAL = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../fixtures/question-sets', 'annual-data-facility.json'),
    'utf8',
  ),
) as QuestionSet;

Element.prototype.scrollIntoView ??= () => undefined;

// Made-up factors: the page prints what the server sends, whatever the published values are.
const factor = (
  value: number,
  unit: string,
  table: string,
  source: string,
  year = 2025,
): PublishedFactor => ({
  value,
  unit,
  gas: 'CO2e (AR5 GWP100)',
  scope: 1,
  year,
  source,
  table,
  row: 'a row',
  provenance: 'a provenance line',
});
const DESNZ = 'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ)';

const line = (extra: Partial<FootprintLine> & Pick<FootprintLine, 'key' | 'tonnes'>): FootprintLine => ({
  scope: 1,
  method: null,
  category: null,
  amount: 1000,
  amountUnit: 'L',
  facilityAmount: null,
  factor: factor(2.5, 'kg CO2e/L', 'Fuels', DESNZ),
  detail: null,
  notes: [],
  quality: 'measured',
  marketSteps: null,
  certificates: null,
  ...extra,
});

const place = (questionId: number, title: string, fieldSetId: number) => ({
  questionId,
  title,
  questionSetId: ANNUAL.id,
  sectionId: 151,
  sectionSlug: 'energy-and-fuel',
  subsectionId: 1,
  fieldSetId,
});

const footprint = (overrides: Partial<CarbonFootprint> = {}): CarbonFootprint => ({
  year: 2025,
  editionId: 'desnz-2025',
  factorVersion: 'test',
  unitSystem: 'metric',
  headline: 'market',
  location: { total: 60.25, scope1: 40, scope2: 20, scope3: 0.25, perHole: 60.25 / 18, perHectare: 1.25 },
  market: { total: 52.75, scope1: 40, scope2: 12.5, scope3: 0.25, perHole: 52.75 / 18, perHectare: 2 },
  wellToTankIncluded: false,
  lines: [
    line({ key: 'diesel', amount: 8000, tonnes: 20 }),
    line({
      key: 'electricity',
      scope: 2,
      method: 'location',
      amount: 100_000,
      amountUnit: 'kWh',
      tonnes: 20,
      factor: factor(
        0.2,
        'kg CO2e/kWh',
        'Electricity generation',
        'EEA greenhouse gas intensity (EEA)',
        2023,
      ),
    }),
    line({
      key: 'electricity',
      scope: 2,
      method: 'market',
      amount: 60_000,
      amountUnit: 'kWh',
      tonnes: 12.5,
      factor: factor(0.208333, 'kg CO2e/kWh', 'Residual mix', 'AIB European Residual Mixes 2024 (AIB)', 2024),
    }),
  ],
  travel: null,
  notes: ['ukFactorsAbroad'],
  missing: [],
  flagged: [
    { question: place(15014, 'Heating oil or LPG used (litres)', 5503), note: 'combinedHeatingOilAnswer' },
  ],
  dataQuality: { measured: 52.75, estimated: 0, spend: 0, notStated: 0, measuredShare: 1 },
  ...overrides,
});

function energyHandlers(year: number, answers: (call: RecordedCall) => CarbonFootprint) {
  return {
    ...annualSetHandlers(ANNUAL),
    [`GET /api/reviews/answers/question/${ANNUAL.id}/organisation/11`]: () =>
      ok(answerSet(ANNUAL, {}, { id: 77, year, version: 0 })),
    'PATCH /api/reviews/answers/77/organisation/11': (call: RecordedCall) => {
      const { answers: saved } = call.body as { answers: Record<string, object> };
      const withNotes = Object.fromEntries(
        Object.entries(saved).map(([id, answer]) => [id, { ...answer, notes: [] }]),
      );
      return ok(answerSet(ANNUAL, withNotes as never, { id: 77, year, version: 1 }));
    },
    'GET /api/insights/organisation/11/footprint': (call: RecordedCall) => ok(answers(call)),
    'GET /api/insights/organisation/11/footprint/basis': () => ok(footprintBasis(year)),
  };
}

async function openEnergy(answers: (call: RecordedCall) => CarbonFootprint) {
  signIn(GREEN_HILLS);
  const app = await renderApp(
    '/annual-review/annual-data/2025/energy-and-fuel/151/5502',
    energyHandlers(2025, answers),
  );
  await screen.findByRole('heading', { name: 'Energy and fuel', level: 1 });
  const panel = await screen.findByRole('region', { name: 'Carbon footprint 2025' });
  await within(panel).findByTestId('footprint-total');
  return { ...app, panel };
}

const footprintCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/footprint'));

describe('the footprint on the energy and fuel page (docs/carbon-method.md)', { timeout: 20_000 }, () => {
  it('names the headline total by its method, shows the other beside it, and each line with its factor and source', async () => {
    const { panel } = await openEnergy(() => footprint());
    const view = within(panel);
    expect(view.getByTestId('footprint-total').textContent).toBe('52.75 t CO2e');
    expect(view.getByText('Total, market-based')).toBeTruthy();
    expect(view.getByTestId('footprint-location-total').textContent).toBe('60.25 t CO2e');
    expect(view.getByText('Location-based')).toBeTruthy();
    expect(
      view.getByText(
        'Scope 1: 40 t · Scope 2 market-based: 12.5 t · Scope 2 location-based: 20 t · Scope 3: 0.25 t',
      ),
    ).toBeTruthy();
    // 52.75 t over 18 holes = 2.930555… t; 2 t per hectare on a metric facility: both written alike.
    expect(view.getByText('2.93 t per hole · 2.00 t per hectare')).toBeTruthy();

    const table = view.getByRole('table', { name: 'Each line with its published factor' });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Diesel')).toEqual(['1', '8,000 L', '2.5 kg CO2e/L', 'DESNZ 2025, Fuels', '20']);
    expect(cells('Grid electricity \\(market-based\\)')).toEqual([
      '2',
      '60,000 kWh',
      '0.208333 kg CO2e/kWh',
      'AIB 2024, Residual mix',
      '12.5',
    ]);
    expect(cells('Grid electricity \\(location-based\\)')[3]).toBe('EEA 2023, Electricity generation');

    expect(
      view.getByText('UK Government factors stand in for fuels, water and waste outside the UK.'),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Heating oil or LPG used (litres)' }).getAttribute('href')).toBe(
      '/annual-review/annual-data/2025/energy-and-fuel/151/5503#question-15014',
    );
    expect(view.getByRole('link', { name: 'How this footprint is calculated' }).getAttribute('href')).toBe(
      '/carbon-method',
    );
  });

  it('shows travel as a group of its own, per round and per hole, and says whether the headline includes it', async () => {
    // 20,000 rounds × 30 km by car alone × 0.16691 kg CO2e per vehicle km = 100.146 t.
    const travel = (included: boolean): CarbonFootprint['travel'] => ({
      included,
      lines: [
        line({
          key: 'visitorTravel',
          scope: 3,
          category: 9,
          amount: 600_000,
          amountUnit: 'km',
          tonnes: 100.146,
          detail: 'car',
          factor: factor(0.16691, 'kg CO2e/km', 'Business travel- land', DESNZ, 2024),
        }),
      ],
      tonnes: 100.146,
      perRound: 100.146 / 20_000,
      perHole: 100.146 / 18,
    });
    const { panel } = await openEnergy(() =>
      footprint({ travel: travel(false), notes: ['ukFactorsAbroad', 'travelOutsideHeadline'] }),
    );
    const group = within(panel).getByRole('region', { name: 'Travel (Scope 3, optional)' });
    expect(within(group).getByTestId('travel-status').textContent).toBe(
      'Travel: 100.15 t CO2e. Not included in the headline total.',
    );
    expect(within(group).getByText('5.01 kg CO2e per round · 5.564 t per hole')).toBeTruthy();
    const row = within(group).getByRole('row', { name: /^Visitors’ travel \(car, alone\)/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['600,000 km', '0.16691 kg CO2e/km', 'DESNZ 2024, Business travel, land', '100.146']);
    // The headline is the one the server sent: without travel.
    expect(within(panel).getByTestId('footprint-total').textContent).toBe('52.75 t CO2e');
    expect(within(panel).getByText(/Travel is shown as a group of its own and is not included/)).toBeTruthy();
    cleanup();

    const included = await openEnergy(() => footprint({ travel: travel(true), notes: ['travelInHeadline'] }));
    expect(within(included.panel).getByTestId('travel-status').textContent).toBe(
      'Travel: 100.15 t CO2e. Included in the headline total.',
    );
  });

  it('says how much of the total rests on measured data, each line’s source, and which step each market-based kWh took', async () => {
    const { panel } = await openEnergy(() =>
      footprint({
        lines: [
          line({ key: 'diesel', amount: 8000, tonnes: 20, quality: 'estimated' }),
          line({
            key: 'electricity',
            scope: 2,
            method: 'market',
            amount: 40_000,
            amountUnit: 'kWh',
            tonnes: 6,
            detail: 'covered:60',
            factor: factor(0.15, 'kg CO2e/kWh', 'Supplier-specific emission rate', 'Green Power Ltd', 2025),
            marketSteps: [
              { step: 'certificates', kWh: 60_000, tonnes: 0 },
              { step: 'supplier', kWh: 40_000, tonnes: 6 },
            ],
            certificates: {
              kWh: 60_000,
              type: 'guaranteeOfOrigin',
              country: 'Norway',
              document: 'GO-2025-117',
            },
            quality: 'notStated',
          }),
        ],
        dataQuality: { measured: 0, estimated: 20, spend: 0, notStated: 6, measuredShare: 0 },
      }),
    );
    const view = within(panel);
    expect(view.getByTestId('footprint-measured-share').textContent).toBe(
      '0% of the total rests on measured data (meter readings or invoices). ' +
        'Estimated: 20 t · calculated from spend: 0 t · source not stated: 6 t.',
    );
    const table = view.getByRole('table', { name: 'Each line with its published factor' });
    const market = within(table).getByRole('rowheader', {
      name: /^Grid electricity \(market-based, 60% certified renewable\)/,
    });
    expect(market.textContent).toContain('60,000 kWh with certificates or a PPA (0 kg)');
    expect(market.textContent).toContain('40,000 kWh at the supplier’s rate');
    expect(market.textContent).toContain(
      'Certificates: 60,000 kWh, Guarantee of Origin, issued in Norway, GO-2025-117',
    );
    expect(market.textContent).toContain('Source not stated');
    expect(within(table).getByRole('rowheader', { name: /^Diesel/ }).textContent).toContain('Estimated');
  });

  it('gives the footprint per acre for an imperial facility', async () => {
    // 2 t per hectare × 0.40468564224 ha per acre = 0.809 t per acre.
    const { panel } = await openEnergy(() => footprint({ unitSystem: 'british imperial' }));
    expect(within(panel).getByText('2.93 t per hole · 0.81 t per acre')).toBeTruthy();
  });

  it('gives a US facility each amount in its own units, with the factor’s unit it is applied to beneath', async () => {
    const { panel } = await openEnergy(() =>
      footprint({
        unitSystem: 'united states customary',
        lines: [
          line({
            key: 'diesel',
            amount: 8000,
            tonnes: 20,
            facilityAmount: { amount: 2113.38, unit: 'US gal' },
          }),
        ],
      }),
    );
    const table = within(panel).getByRole('table', { name: 'Each line with its published factor' });
    const amount = within(within(table).getByRole('row', { name: /^Diesel/ })).getAllByRole('cell')[1]!;
    expect(amount.textContent).toBe('2,113.38 US gal8,000 L');
    expect(within(amount).getByText('8,000 L')).toBeTruthy();
  });

  it('marks each line with the numbers of the notes that concern it, and a CO2-only line as such', async () => {
    const base = footprint();
    const { panel } = await openEnergy(() =>
      footprint({
        notes: ['factorYearBeforeData', 'residualMixNotPublished', 'co2Only'],
        lines: [
          line({ key: 'diesel', amount: 8000, tonnes: 20 }),
          { ...base.lines[1]!, notes: ['factorYearBeforeData'] },
          {
            ...base.lines[2]!,
            factor: { ...base.lines[2]!.factor, gas: 'CO2 only (direct emissions)' },
            notes: ['residualMixNotPublished', 'co2Only'],
          },
        ],
      }),
    );
    const view = within(panel);
    const table = view.getByRole('table', { name: 'Each line with its published factor' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Grid electricity \\(market-based\\)')).getByLabelText('Notes 2, 3').textContent).toBe(
      '2, 3',
    );
    expect(within(row('Grid electricity \\(location-based\\)')).getByLabelText('Notes 1')).toBeTruthy();
    expect(within(row('Diesel')).queryByLabelText(/^Notes/)).toBeNull();
    const tonnes = (name: string) => within(row(name)).getAllByRole('cell').at(-1)!.textContent;
    expect(tonnes('Grid electricity \\(market-based\\)')).toBe('12.5CO2 only');
    expect(tonnes('Diesel')).toBe('20');
    const notes = within(view.getByTestId('footprint-notes')).getAllByRole('listitem');
    expect(notes.map((item) => item.textContent)).toEqual([
      en['insights.note.factorYearBeforeData'],
      en['insights.note.residualMixNotPublished'],
      en['insights.note.co2Only'],
    ]);
  });

  it('asks for well-to-tank emissions when the switch is turned on, and shows the new total', async () => {
    const user = userEvent.setup();
    const { panel, calls } = await openEnergy((call) =>
      call.search.includes('wellToTank=true')
        ? footprint({
            wellToTankIncluded: true,
            market: { ...footprint().market, total: 61.5, scope3: 9 },
          })
        : footprint(),
    );
    const toggle = within(panel).getByRole('switch', { name: 'Include well-to-tank (Scope 3, category 3)' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(within(panel).getByTestId('footprint-total').textContent).toBe('61.5 t CO2e'));
    expect(footprintCalls(calls).at(-1)?.search).toContain('year=2025');
    expect(footprintCalls(calls).at(-1)?.search).toContain('wellToTank=true');
    expect((within(panel).getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('follows the figures as they are typed, before they are saved, without asking the server each time', async () => {
    const user = userEvent.setup();
    const { panel, calls } = await openEnergy(() => footprint());
    const asked = footprintCalls(calls).length;
    await user.type(screen.getByRole('textbox', { name: 'Electricity bought from the grid' }), '185000');
    const view = within(panel);
    await view.findByText('Includes the answers you have not saved yet.');
    // The grid electricity typed is counted at the published 2025 factors, not the saved footprint.
    await waitFor(() =>
      expect(view.getAllByRole('row', { name: /Grid electricity/ })[0]?.textContent).toContain('185,000 kWh'),
    );
    expect(view.getByTestId('footprint-total').textContent).not.toBe('52.75 t CO2e');
    expect(footprintCalls(calls)).toHaveLength(asked);
    expect(calls.filter((call) => call.path.endsWith('/footprint/basis'))).toHaveLength(1);
  });

  it('asks for the footprint again after a save and shows what the server computed', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { panel, calls } = await openEnergy(() =>
      saved ? footprint({ market: { ...footprint().market, total: 70.1 } }) : footprint(),
    );
    const before = footprintCalls(calls).length;
    // Start from an empty field: the test before this one typed into the same field of the same
    // answer set, and its value could still stand there (one module graph for the file's tests).
    const electricity = screen.getByRole('textbox', { name: 'Electricity bought from the grid' });
    await user.clear(electricity);
    await user.type(electricity, '185000');
    saved = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved, the typing is the server's: the panel shows the server's footprint again.
    await screen.findByText('All changes saved');
    await waitFor(() => expect(within(panel).getByTestId('footprint-total').textContent).toBe('70.1 t CO2e'));
    expect(footprintCalls(calls).length).toBeGreaterThan(before);
  });
});

describe('the method page (docs/carbon-method.md)', { timeout: 20_000 }, () => {
  it('explains the two Scope 2 methods and the residual mix to a reader who is not signed in', async () => {
    await renderApp('/carbon-method', {});
    expect(
      await screen.findByRole('heading', { name: 'How we calculate your carbon footprint', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Electricity: two figures' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The residual mix' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'UK factors outside the UK' })).toBeTruthy();
    // A residual mix not published for the data year, and CO2-only factors in CO2e totals.
    expect(screen.getByRole('heading', { name: 'When a factor is not published' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Carbon dioxide and CO2e' })).toBeTruthy();
  });
});
