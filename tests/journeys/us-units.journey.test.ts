// The walk for a facility that counts in US customary units (docs/languages-units-themes.md#units), in
// one browser against `npm start`: a course in the United States with 18 holes on 150 acres enters
// two years of annual data as its bills and records state them (water and fuel in US gallons,
// natural gas in therms and in hundreds of cubic feet, fertiliser and waste in pounds, an irrigated
// area in acres) and then reads every figure of the year page, the PDF report (read with
// pdftotext) and the answers' CSV in those units: totals, per round, per hole, per acre, the
// charts' units, a target's path and the footprint's amounts. The expected figures come from the
// engine's unit table, never typed in here as results.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NATURAL_GAS_UNITS, unitLabel, type Quantity } from '@oncourse/engine';
import type { paths } from '@oncourse/openapi';
import { signIn, type SignedIn } from '../support/accounts.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { addYear, openInApp, signInAnswered, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const US = 'united states customary';
const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;
const stamp = Date.now().toString(36);
const facilityName = `Prairie Dunes ${stamp}`;
const year = new Date().getUTCFullYear() - 1;
const before = year - 1;
const ACRES = 150;
const HOLES = 18;

/** The facility's own unit of a quantity, and every other system's, from the engine's table. */
const own = (quantity: Quantity) => unitLabel(quantity, US);
const metric = (quantity: Quantity) => unitLabel(quantity, 'metric');
const GALLONS = own('volume');
const FUEL_GALLONS = own('fuelVolume');
const POUNDS = own('mass');
const ACRE = own('area');
const THERMS = own('gasEnergy');
/** Metric units that must not stand where the facility's own belong (litres, m³, kg, ha). */
const METRIC_UNITS = [
  ...new Set((['volume', 'fuelVolume', 'mass', 'area', 'gasEnergy'] as const).map(metric)),
]
  // kWh is the unit of electricity in every system.
  .filter((unit) => unit !== 'kWh');

// What the bills and records of the year say, in the facility's units.
const WATER = { mains: 1_000_000, borehole: 250_000 };
const WATER_BEFORE = 1_200_000;
const ROUNDS = 25_000;
const IRRIGATED_ACRES = 40;
const ELECTRICITY_KWH = 185_000;
const GAS_THERMS = 4_000;
const GAS_CCF = 1_500;
const HEATING_OIL = 300;
const LPG = 500;
const DIESEL = 2_000;
const NUTRIENTS = [
  { area: 'Greens', n: 400, p: 100, k: 200 },
  { area: 'Fairways', n: 1_200, p: 0, k: 0 },
];
const WASTE = 8_000;

/** Each figure followed by a metric unit in `text` ("12 m³", "3.5 kg"). */
const metricFiguresIn = (text: string) =>
  text.match(new RegExp(`\\d (${METRIC_UNITS.join('|')})(?!\\w)`, 'g')) ?? [];

const waterTotal = WATER.mains + WATER.borehole;
// A ccf is a volume of gas: the engine's table gives its energy, a therm's in the same kWh.
const gasTherms = GAS_THERMS + (GAS_CCF * NATURAL_GAS_UNITS.ccf) / NATURAL_GAS_UNITS.thm;
const nitrogen = NUTRIENTS.reduce((sum, row) => sum + row.n, 0);
const nutrients = NUTRIENTS.reduce((sum, row) => sum + row.n + row.p + row.k, 0);
const fuels = DIESEL + HEATING_OIL + LPG;
// A water target of 30 % less over six years from the year before, in equal steps: one step is due.
const TARGET_PERCENT = 30;
const TARGET_YEARS = 6;
const expectedWater = WATER_BEFORE * (1 - TARGET_PERCENT / 100 / TARGET_YEARS);

const format = (value: number, digits = 2) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value);

let account: FacilityAccount;
let owner: SignedIn;
let page: Page;
const api = () => createClient<paths>({ baseUrl: journey.product.baseUrl });

beforeAll(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
  account = await createFacilityAccount(
    journey.product.baseUrl,
    `us-units.${stamp}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    facilityName,
    'FACILITY',
    { country: 'United States', units: US },
  );
  owner = await signIn(api(), account.email, account.password);
  // The course's holes and total area, as the profile's tabs save them: the area in acres.
  const details = await api().GET('/api/organisation/{id}/details', {
    params: { path: { id: account.organisationId } },
    headers: owner.headers,
  });
  const saved = await api().PATCH('/api/organisation/{id}/details', {
    params: { path: { id: account.organisationId } },
    body: {
      ...details.data!.data,
      areas: { ...details.data!.data.areas, total_area: ACRES },
      courses: [
        {
          id: null,
          name: 'Prairie course',
          length: null,
          number_of_holes: HOLES,
          year_opened: null,
          par: null,
          rounds_per_year: null,
          unit: US,
        },
      ],
    },
    headers: owner.headers,
  });
  expect(saved.response.status).toBe(200);
  page = await journey.newPage({ acceptDownloads: true });
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAnswered(page, `${journey.product.baseUrl}/login`, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
});

/** Opens a section of a year's annual data, as its link in the app does. */
async function openSection(dataYear: number, section: string) {
  await openInApp(page, `/annual-review/annual-data/${dataYear}/${section}`);
  await visible(page.getByRole('button', { name: 'Save', exact: true }));
}

async function save() {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').first().waitFor();
}

/** Adds a row to the page's first table through its dialog: options picked, figures typed. */
async function addRow(options: Record<string, string>, figures: Record<string, number>): Promise<void> {
  // The first table of the page: each section walked here opens at the table it fills.
  await page.getByRole('button', { name: 'Add row' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a row' });
  for (const [field, option] of Object.entries(options)) {
    await dialog.getByRole('button', { name: new RegExp(`${field}$`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  for (const [field, value] of Object.entries(figures))
    await dialog.getByRole('textbox', { name: new RegExp(`^${field}`) }).fill(String(value));
  await dialog.getByRole('button', { name: 'Save row' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What a screen reader reads after a field's name: its description, the unit among it. */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const parts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return parts.join(' ');
}

/** A figure as shown (English grouping) is `expected` rounded to the decimals it shows. */
function expectShown(shown: string | undefined, expected: number) {
  const decimals = shown?.split('.')[1]?.length ?? 0;
  const value = Number(shown?.replaceAll(',', ''));
  expect(Math.abs(value - expected), `${shown} for ${expected}`).toBeLessThanOrEqual(
    0.5 * 10 ** -decimals + 1e-9,
  );
}

/** A calculated figure of a section page, as read. */
const calculated = (name: string) => page.getByRole('status', { name, exact: true });

/** One cell's text per row, columns split as a spreadsheet splits them (RFC 4180 quoting). */
function csvRows(csv: string): string[][] {
  const rows: string[][] = [[]];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g;
  for (const match of csv.replace(/^\uFEFF/, '').matchAll(pattern)) {
    if (match[0] === '') break;
    const cell = match[1]!;
    rows.at(-1)!.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (match[2] !== ',') rows.push([]);
  }
  return rows.filter((row) => row.length > 1);
}

describe('US customary units journey', () => {
  it('enters two years of annual data in US gallons, therms, ccf, pounds and acres', async () => {
    // The year first: a year added after another offers that year's answers, which are not this walk's.
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data`);
    await addYear(page, year);
    await openSection(year, 'operations/154/5508');
    await page.getByRole('textbox', { name: 'Rounds played' }).fill(String(ROUNDS));
    await save();

    await openSection(year, 'water/150/5500');
    await addRow({ Source: 'Mains (potable) water', 'Used for': 'Irrigation' }, { Volume: WATER.mains });
    await addRow({ Source: 'Borehole (groundwater)', 'Used for': 'Irrigation' }, { Volume: WATER.borehole });
    // The table's columns name the facility's unit.
    await visible(page.getByRole('columnheader', { name: `Volume (${GALLONS})` }));
    await page.getByRole('textbox', { name: 'Area irrigated in the year' }).fill(String(IRRIGATED_ACRES));
    await save();
    await expect
      .poll(() => calculated('Total water used').textContent())
      .toBe(`${format(waterTotal)} ${GALLONS}`);
    await expect
      .poll(() => calculated('Water used per round played').textContent())
      .toBe(`${format(waterTotal / ROUNDS, 3)} ${GALLONS}`);
    expect(await description(page.getByRole('textbox', { name: 'Area irrigated in the year' }))).toContain(
      ACRE,
    );
    if (shots) await page.screenshot({ path: join(shots, 'us-water.png'), fullPage: true });

    await openSection(year, 'energy-and-fuel/151/5502');
    await page
      .getByRole('textbox', { name: 'Electricity bought from the grid' })
      .fill(String(ELECTRICITY_KWH));
    await page.getByRole('textbox', { name: 'Natural gas used', exact: true }).fill(String(GAS_THERMS));
    await page
      .getByRole('textbox', { name: 'Natural gas used, in hundreds of cubic feet (ccf)' })
      .fill(String(GAS_CCF));
    await page.getByRole('textbox', { name: 'Heating oil (kerosene) used' }).fill(String(HEATING_OIL));
    await page.getByRole('textbox', { name: 'LPG used' }).fill(String(LPG));
    await addRow(
      { Fuel: 'Diesel (average biofuel blend)', 'Used by': 'Course maintenance machinery' },
      { Quantity: DIESEL },
    );
    await visible(page.getByRole('columnheader', { name: `Quantity (${FUEL_GALLONS})` }));
    // Each figure typed shows the facility's unit beside it.
    // (Optional questions say so after their name.)
    for (const [name, unit] of [
      [/^Natural gas used( \(optional\))?$/, THERMS],
      [/^Heating oil \(kerosene\) used/, FUEL_GALLONS],
      [/^LPG used/, FUEL_GALLONS],
    ] as const) {
      expect(await description(page.getByRole('textbox', { name })), String(name)).toContain(unit);
    }
    await save();
    if (shots) await page.screenshot({ path: join(shots, 'us-energy.png'), fullPage: true });

    await openSection(year, 'inputs/152/5505');
    for (const row of NUTRIENTS)
      await addRow(
        { 'Playing area': row.area },
        { 'Nitrogen \\(N\\)': row.n, 'Phosphate \\(P2O5\\)': row.p, 'Potash \\(K2O\\)': row.k },
      );
    // This table lists its columns down the side, a row each.
    await visible(page.getByRole('rowheader', { name: `Nitrogen (N) (${POUNDS})` }));
    await save();
    await expect
      .poll(() => calculated('Total nitrogen applied').textContent())
      .toBe(`${format(nitrogen, 1)} ${POUNDS}`);

    await openSection(year, 'waste/153/5507');
    await addRow({ Stream: 'General waste', Destination: 'Landfill' }, { Weight: WASTE });
    await save();

    // The year before, for the report's comparison and the target's base.
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    await addYear(page, before);
    await openSection(before, 'water/150/5500');
    await addRow({ Source: 'Mains (potable) water', 'Used for': 'Irrigation' }, { Volume: WATER_BEFORE });
    await save();
  });

  it('reads every figure of the year page in the facility’s units', async () => {
    const target = await api().POST('/api/insights/organisation/{orgId}/targets', {
      params: { path: { orgId: account.organisationId } },
      body: {
        metric: 'water',
        kind: 'percentage',
        baseYear: before,
        targetYear: before + TARGET_YEARS,
        percent: TARGET_PERCENT,
      },
      headers: owner.headers,
    });
    expect(target.response.status).toBe(200);
    const footprint = await api().GET('/api/insights/organisation/{orgId}/footprint', {
      params: { path: { orgId: account.organisationId }, query: { year } },
      headers: owner.headers,
    });
    // The year has a footprint: it has answers.
    const market = footprint.data!.data!.market;

    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    await page.getByTestId('footprint-total').waitFor();
    const main = page.getByRole('main');

    // Per hole and per acre, never per hectare: the year's tonnes over the profile's holes and acres.
    const per = await main
      .getByText(/t per hole/)
      .first()
      .textContent();
    const [, perHole, perAcre] = /([\d.,]+) t per hole · ([\d.,]+) t per acre/.exec(per ?? '') ?? [];
    expectShown(perHole, market.total / HOLES);
    expectShown(perAcre, market.total / ACRES);
    expect(await main.getByText(/per hectare/).count()).toBe(0);

    // Each footprint line's amount is first in the facility's units; the factor's unit follows it.
    const lines = page.getByRole('table', { name: 'Each line with its published factor' });
    const amountOf = async (line: RegExp) =>
      (await lines.getByRole('row', { name: line }).first().getByRole('cell').nth(1).textContent())!;
    expect(await amountOf(/^Diesel/)).toMatch(new RegExp(`^${format(DIESEL)} ${FUEL_GALLONS}`));
    expect(await amountOf(/^Heating oil/)).toMatch(new RegExp(`^${format(HEATING_OIL)} ${FUEL_GALLONS}`));
    expect(await amountOf(/^LPG/)).toMatch(new RegExp(`^${format(LPG)} ${FUEL_GALLONS}`));
    expect(await amountOf(/^Natural gas/)).toMatch(new RegExp(`^${format(gasTherms)} ${THERMS}`));
    for (const row of await lines.locator('tbody tr').all()) {
      const [line, amount] = await Promise.all([
        row.locator('th').textContent(),
        row.getByRole('cell').nth(1).textContent(),
      ]);
      expect(METRIC_UNITS, `${line}: ${amount}`).not.toContain(/^[\d.,]+ (\S+)/.exec(amount ?? '')?.[1]);
    }

    // Each chart names the facility's unit, and its figures are in it.
    for (const [title, unit] of [
      ['Water by source', GALLONS],
      ['Fuels', FUEL_GALLONS],
      ['Natural gas', THERMS],
      ['Fertiliser nutrients', POUNDS],
      ['Waste', POUNDS],
    ] as const)
      await visible(main.getByText(`${title} (${unit})`, { exact: true }));
    await expect
      .poll(() => page.getByTestId('chart-water').locator('svg title').allTextContents())
      .toContain(`Mains water ${year}: ${format(WATER.mains)} ${GALLONS}`);

    // The target's path and the year's standing, in gallons.
    await visible(
      page
        .getByTestId('target-water')
        .getByText(
          `${year}: ${format(waterTotal)} ${GALLONS}, behind by ${format(waterTotal - expectedWater)} ${GALLONS}`,
        ),
    );
    // No metric unit after a figure anywhere else on the page: the footprint's lines are read
    // above, and the factors' sources name the factors' own units.
    const text = await page.evaluate<string>(`(() => {
      const copy = document.querySelector('main').cloneNode(true);
      for (const part of copy.querySelectorAll('table, details'))
        if (part.tagName === 'DETAILS' || part.querySelector('caption')?.textContent === 'Each line with its published factor')
          part.remove();
      return copy.textContent;
    })()`);
    expect(metricFiguresIn(text)).toEqual([]);
    if (shots)
      for (const width of [1366, 820, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(shots, `us-year-${width}.png`), fullPage: true });
      }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('reads the PDF report and the answers’ CSV in the facility’s units', async () => {
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    const folder = shots ?? mkdtempSync(join(tmpdir(), 'us-units-'));
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download report ${year} (PDF)` }).click(),
    ]);
    await pdf.saveAs(join(folder, 'us-report.pdf'));
    const layout = execFileSync('pdftotext', ['-layout', join(folder, 'us-report.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(layout).toMatch(/Units\s+United States customary/);
    expect(layout).toMatch(new RegExp(`Total area\\s+${ACRES} ${ACRE}`));
    expect(layout).toContain('t per acre');
    expect(layout).not.toMatch(/per hectare/i);
    // The year beside the year before, in the facility's units.
    expect(layout).toMatch(
      new RegExp(`Water by source\\s+${format(waterTotal)} ${GALLONS}\\s+${format(WATER_BEFORE)} ${GALLONS}`),
    );
    expect(layout).toMatch(new RegExp(`Fuels\\s+${format(fuels)} ${FUEL_GALLONS}`));
    expect(layout).toMatch(new RegExp(`Natural gas\\s+${format(gasTherms)} ${THERMS}`));
    expect(layout).toMatch(new RegExp(`Fertiliser nutrients\\s+${format(nutrients)} ${POUNDS}`));
    expect(layout).toMatch(new RegExp(`Waste\\s+${format(WASTE)} ${POUNDS}`));
    // The answers with their units.
    expect(layout).toMatch(new RegExp(`Total water used\\s+${format(waterTotal)}\\s+${GALLONS}`));
    expect(layout).toMatch(
      new RegExp(`Water used per round played\\s+${format(waterTotal / ROUNDS, 3)}\\s+${GALLONS}`),
    );
    expect(layout).toMatch(new RegExp(`Area irrigated in the year\\s+${IRRIGATED_ACRES}\\s+${ACRE}`));
    expect(layout).toMatch(new RegExp(`Total nitrogen applied\\s+${format(nitrogen, 1)}\\s+${POUNDS}`));
    // The target's figures.
    expect(layout).toContain(`${format(expectedWater)} ${GALLONS}`);
    // No metric unit after a figure, but the factors' own after the facility's amount and in their units.
    const flowing = execFileSync('pdftotext', [join(folder, 'us-report.pdf'), '-'], { encoding: 'utf8' })
      .replace(/\s+/g, ' ')
      // The list of the factors used quotes each factor's own derivation, in its own units.
      .replace(/Factors used.*?How this footprint is calculated/g, '')
      .replace(/\([\d.,]+ (L|m³|kg|t)( N)?\)|kg CO2e\/\S+/g, '');
    expect(metricFiguresIn(flowing)).toEqual([]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all answers (CSV)' }).click(),
    ]);
    await csv.saveAs(join(folder, 'us-answers.csv'));
    const [header, ...rows] = csvRows(readFileSync(join(folder, 'us-answers.csv'), 'utf8'));
    const column = (name: string) => header!.indexOf(name);
    // Every answer given, of either year: a question left empty has no unit.
    const unitOf = (question: string) =>
      new Set(
        rows
          .filter((row) => row[column('Question')] === question && row[column('Answer')] !== '')
          .map((row) => row[column('Unit')]),
      );
    expect(unitOf('Total water used')).toEqual(new Set([GALLONS]));
    expect(unitOf('Fuel used by machinery and vehicles: Quantity')).toEqual(new Set([FUEL_GALLONS]));
    expect(unitOf('Natural gas used')).toEqual(new Set([THERMS]));
    expect(unitOf('Nutrients applied by playing area: Nitrogen (N)')).toEqual(new Set([POUNDS]));
    expect(unitOf('Water used by source: Volume')).toEqual(new Set([GALLONS]));
    expect(unitOf('Area irrigated in the year')).toEqual(new Set([ACRE]));
    const metricUnits = rows.map((row) => row[column('Unit')]).filter((unit) => METRIC_UNITS.includes(unit!));
    expect(metricUnits).toEqual([]);
  });
});
