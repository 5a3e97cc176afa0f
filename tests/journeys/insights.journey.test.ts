// A facility's insights in a real browser against `npm start` (docs/insights.md#behaviour, docs/carbon-method.md): enter a worked example's
// energy and fuel figures and see one carbon footprint, with its sources, on the energy page, the
// year page, the dashboard and the PDF report (read with pdftotext); the year's chart follows the
// data; open the readiness page and follow a link to a missing question; and see the 'please check
// this value' hint while typing a figure far from last year's.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { addYear, choose, openInApp, path, signInAnswered, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
let account: FacilityAccount;
const facilityName = `Insight Links ${Date.now()}`;
const shots = process.env.JOURNEY_SCREENSHOTS;

beforeAll(async () => {
  account = await createFacilityAccount(
    journey.product.baseUrl,
    `insights.${Date.now()}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    facilityName,
  );
});

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's violations on the page as shown, one line each (as in the accessibility journey: only the
 * violations are collected in full).
 */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate<{ id: string; nodes: { target: string[] }[] }[]>(
    "axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] }).then((result) => result.violations)",
  );
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function signedInPage(): Promise<Page> {
  // bypassCSP lets the test add axe to the page.
  const page = await journey.newPage({ acceptDownloads: true, bypassCSP: true });
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAnswered(page, `${journey.product.baseUrl}/login`, account.email, account.password);
  return page;
}
const ELECTRICITY = 'Electricity bought from the grid';

// The published factors the footprint must use, read from the factor library's files: the newest
// entry at or before the data year (fixtures/emission-factors/README.md, "Which year").
const FACTORS = fileURLToPath(new URL('../../fixtures/emission-factors/', import.meta.url));
interface Factor {
  value: number;
  year: number;
  country?: string;
}
const newestFor = <T extends { year: number }>(entries: T[], year: number): T =>
  [...entries]
    .sort((a, b) => a.year - b.year)
    .filter((entry) => entry.year <= year)
    .pop()!;
const readJson = (name: string) => JSON.parse(readFileSync(`${FACTORS}${name}`, 'utf8'));
function factorsFor(year: number) {
  const editions = readdirSync(FACTORS)
    .filter((name) => /^desnz-\d{4}\.json$/.test(name))
    .map((name) => readJson(name) as { year: number; fuels: Record<string, Factor> });
  const gb = (file: string) =>
    newestFor(
      (readJson(file).factors as Factor[]).filter((factor) => factor.country === 'GB'),
      year,
    );
  return {
    edition: newestFor(editions, year),
    location: gb('grid-location.json'),
    residual: gb('grid-residual-mix.json'),
  };
}

/** Adds a row to the fuel table through its dialog. */
async function addFuel(page: Page, fuel: string, litres: string) {
  await page.getByRole('button', { name: 'Add row' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a row' });
  await dialog.getByRole('button', { name: /Fuel$/ }).click();
  await page.getByRole('option', { name: fuel, exact: true }).click();
  await dialog.getByRole('textbox', { name: /Quantity/ }).fill(litres);
  await dialog.getByRole('button', { name: /Used by$/ }).click();
  await page.getByRole('option', { name: 'Course maintenance machinery', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save row' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('insights journey', () => {
  const year = new Date().getUTCFullYear() - 1;
  const { edition, location, residual } = factorsFor(year);
  const fuels = edition.fuels;
  // A worked example for a UK facility, by hand: 8 000 L diesel, 1 500 L petrol, 1 200 L
  // heating oil (burning oil), 95 000 kWh natural gas (DESNZ, the edition of the data year).
  const scope1 =
    8_000 * fuels.diesel!.value +
    1_500 * fuels.petrol!.value +
    1_200 * fuels.burningOil!.value +
    95_000 * fuels.naturalGas!.value;
  // 185 000 kWh from the grid on a part-renewable tariff, 40 % certified: location-based all of it
  // at the GB grid average, market-based the uncovered 60 % at the GB residual mix.
  const marketTonnes = (scope1 + 185_000 * 0.6 * residual.value) / 1000;
  const locationTonnes = (scope1 + 185_000 * location.value) / 1000;
  const tonnes = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const TOTAL = `${tonnes(marketTonnes)} t CO2e`;

  it('shows one footprint, with its sources, on the energy page, the year page, the dashboard and the PDF', async () => {
    const page = await signedInPage();
    await openInApp(page, '/annual-review/annual-data');
    await addYear(page, year);

    await openInApp(page, `/annual-review/annual-data/${year}/energy-and-fuel/151/5502`);
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('185000');
    await page
      .getByRole('textbox', { name: 'Share of grid electricity on a certified renewable tariff' })
      .fill('40');
    await choose(page, 'Type of electricity contract$', 'Part renewable');
    await page.getByRole('textbox', { name: 'Natural gas used', exact: true }).fill('95000');
    await page.getByRole('textbox', { name: 'Heating oil (kerosene) used' }).fill('1200');
    await addFuel(page, 'Diesel (average biofuel blend)', '8000');
    await addFuel(page, 'Petrol (average biofuel blend)', '1500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').first().waitFor();

    // The energy page: the footprint below the questions, following the save.
    const panel = page.getByRole('region', { name: `Carbon footprint ${year}` });
    await expect.poll(() => panel.getByTestId('footprint-total').textContent()).toBe(TOTAL);
    expect(await panel.getByTestId('footprint-location-total').textContent()).toBe(
      `${tonnes(locationTonnes)} t CO2e`,
    );
    expect(await panel.getByText('Total, market-based').count()).toBe(1);
    if (shots) await page.screenshot({ path: join(shots, 'energy-section.png'), fullPage: true });
    expect(await violations(page)).toEqual([]);

    // The year page: the same total, each line with its factor and where it is published.
    await openInApp(page, `/annual-review/annual-data/${year}`);
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(TOTAL);
    const lines = page.getByRole('table', { name: 'Each line with its published factor' });
    const diesel = lines.getByRole('row', { name: /^Diesel/ });
    expect(await diesel.textContent()).toContain(`${fuels.diesel!.value} kg CO2e/L`);
    expect(await diesel.textContent()).toContain(`DESNZ ${edition.year}, Fuels`);
    expect(
      await lines
        .getByRole('row', { name: /^Grid electricity \(market-based, 40% certified renewable\)/ })
        .textContent(),
    ).toContain('AIB');
    expect(await lines.getByRole('row', { name: /^Heating oil \(kerosene\)/ }).textContent()).toContain(
      '1,200 L',
    );
    await page.getByRole('link', { name: 'How this footprint is calculated' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    const chart = page.getByTestId('chart-electricity');
    await expect
      .poll(() => chart.locator('svg title').allTextContents())
      .toContain(`Electricity from the grid ${year}: 185,000 kWh`);
    // Screen readers read the same figures from the chart's table; the drawing is hidden from them.
    const figure = page.locator('figure').filter({ has: chart });
    expect(await figure.getByRole('columnheader', { name: String(year) }).count()).toBe(1);
    expect(await figure.getByRole('row', { name: /Electricity from the grid/ }).textContent()).toContain(
      '185,000',
    );
    expect(await chart.locator('svg').getAttribute('aria-hidden')).toBe('true');
    // At phone width each source's bar runs across the card, so a small source is a short bar, not
    // a dot: the track nearly as wide as the screen, each bar its share of it.
    await page.setViewportSize({ width: 390, height: 844 });
    const sources = page.getByRole('list', { name: 'Footprint by source' }).first().locator('li');
    expect(await sources.count()).toBeGreaterThan(3);
    const track = await sources.first().getByTestId('footprint-bar').boundingBox();
    expect(track!.width).toBeGreaterThan(390 * 0.75);
    for (const source of await sources.all()) {
      const bar = await source.getByTestId('footprint-bar').locator('span').boundingBox();
      expect(bar!.width, (await source.textContent()) ?? '').toBeGreaterThanOrEqual(8);
    }
    // Beside the menu on a tablet the factor table has less room than its columns: it stacks its
    // rows into labelled lines rather than hiding "Published in" and the result past its edge.
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect
      .poll(() =>
        lines.evaluate(
          (table: { parentElement: { scrollWidth: number; clientWidth: number } | null }) =>
            table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await visible(lines.getByRole('row', { name: /^Diesel/ }).getByText(`DESNZ ${edition.year}, Fuels`));
    await page.setViewportSize({ width: 1280, height: 900 });
    if (shots) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: join(shots, 'annual-year-1366.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(shots, 'annual-year-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Well-to-tank when asked for: a higher total with its own lines, and back. One switch only:
    // the report downloaded beside the footprint follows it.
    expect(await page.getByRole('switch', { name: /well-to-tank/i }).count()).toBe(1);
    const wellToTank = page.getByRole('switch', { name: 'Include well-to-tank (Scope 3, category 3)' });
    // A person presses the switch's label; the input itself is visually hidden.
    await page.getByText('Include well-to-tank (Scope 3, category 3)').click();
    await lines.getByRole('row', { name: /^Well-to-tank: Diesel/ }).waitFor();
    expect(await wellToTank.isChecked()).toBe(true);
    expect(await page.getByTestId('footprint-total').textContent()).not.toBe(TOTAL);
    await page.getByText('Include well-to-tank (Scope 3, category 3)').click();
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(TOTAL);
    expect(await wellToTank.isChecked()).toBe(false);

    // The method page, from the footprint's link, and back.
    await page.getByRole('link', { name: 'How this footprint is calculated' }).click();
    await page.getByRole('heading', { name: 'How we calculate your carbon footprint', level: 1 }).waitFor();
    expect(path(page)).toBe('/carbon-method');
    await page.goBack();
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(TOTAL);

    // The report of the year: named after the facility and year, the same one total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download report ${year} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${facilityName.toLowerCase().replaceAll(' ', '-')}-annual-report-${year}.pdf`,
    );
    const file = join(shots ?? mkdtempSync(join(tmpdir(), 'insights-')), 'report.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(facilityName);
    expect(text).toContain(`Annual sustainability report ${year}`);
    expect(text).toContain(`Total, market-based: ${TOTAL}`);
    expect(text.match(/\d t CO2e/g)).toHaveLength(2);
    expect(text).toContain(`DESNZ ${edition.year}, Fuels`);
    expect(text).toContain('/carbon-method');

    // The dashboard card: the same total.
    await openInApp(page, '/');
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(TOTAL);
    if (shots) await page.screenshot({ path: join(shots, 'dashboard.png'), fullPage: true });

    // The supplier's disclosed rate, entered with its source: the uncovered 60 % at 150 g CO2e/kWh
    // instead of the residual mix, on every surface alike.
    const SUPPLIED = `${tonnes((scope1 + 185_000 * 0.6 * 0.15) / 1000)} t CO2e`;
    await openInApp(page, `/annual-review/annual-data/${year}/energy-and-fuel/151/5502`);
    await page
      .getByRole('textbox', { name: /^Emission rate your electricity supplier discloses/ })
      .fill('150');
    await page
      .getByRole('textbox', { name: /^Where the supplier publishes this rate/ })
      .fill('Green Power Ltd, fuel mix disclosure, greenpower.example/fmd');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').first().waitFor();
    await expect.poll(() => panel.getByTestId('footprint-total').textContent()).toBe(SUPPLIED);
    await openInApp(page, `/annual-review/annual-data/${year}`);
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(SUPPLIED);
    expect(
      await lines
        .getByRole('row', { name: /^Grid electricity \(market-based, 40% certified renewable\)/ })
        .textContent(),
    ).toContain(`${tonnes(185_000 * 0.6)} kWh at the supplier’s rate`);
    const [supplied] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download report ${year} (PDF)` }).click(),
    ]);
    const suppliedFile = join(mkdtempSync(join(tmpdir(), 'insights-')), 'report.pdf');
    await supplied.saveAs(suppliedFile);
    expect(execFileSync('pdftotext', ['-layout', suppliedFile, '-'], { encoding: 'utf8' })).toContain(
      `Total, market-based: ${SUPPLIED}`,
    );
    await openInApp(page, '/');
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe(SUPPLIED);
  });

  it('shows readiness and the hint for a figure far from last year', async () => {
    const page = await signedInPage();
    // Readiness: the required questions still open, each a link to its question.
    await openInApp(page, '/insights/readiness');
    await expect
      .poll(() => page.getByTestId('readiness-percent').textContent())
      .toMatch(/^\d+% ready for certification$/);
    if (shots) await page.screenshot({ path: join(shots, 'readiness.png'), fullPage: true });
    await page.getByRole('link', { name: 'Rounds played' }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year}/operations/154/5508`);
    await page.getByRole('textbox', { name: 'Rounds played' }).waitFor();

    // The next year: typing more than three times last year's figure shows a hint with that
    // figure while typing; saving stays possible.
    await openInApp(page, `/annual-review/annual-data/${year}`);
    await addYear(page, year + 1);
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year + 1}`);
    await page.goto(
      `${journey.product.baseUrl}/annual-review/annual-data/${year + 1}/energy-and-fuel/151/5502`,
    );
    const hint = page.getByRole('status').filter({ hasText: 'Please check this value' });
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('600000');
    await expect
      .poll(() => hint.textContent())
      .toBe("Please check this value: it is more than three times last year's 185,000 kWh.");
    if (shots) await page.screenshot({ path: join(shots, 'anomaly.png'), fullPage: false });
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('160000');
    await expect.poll(() => hint.count()).toBe(0);
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('600000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').first().waitFor();

    // The footprint over the years: a bar per year, each year's total above it, on the year page
    // and the dashboard, as the footprint of each year says it.
    const totals: string[] = [];
    for (const shown of [year, year + 1]) {
      await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${shown}`);
      await page.getByTestId('footprint-total').waitFor();
      totals.push((await page.getByTestId('footprint-total').locator('strong').textContent())!);
    }
    // Neither year answers every question that would change its total: each total is marked not final.
    const marked = totals.map((total) => `${total} *`);
    const years = page.getByTestId('chart-footprint-years');
    await expect
      .poll(() => years.locator('svg text').allTextContents())
      .toEqual(expect.arrayContaining(marked));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing of the charts widens the page: no sideways scrolling on a phone.
      await expect
        .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
        .toBeLessThanOrEqual(width);
      if (shots) {
        await page.screenshot({ path: join(shots, `years-year-page-${width}.png`), fullPage: true });
        await years.locator('xpath=..').screenshot({ path: join(shots, `el-years-chart-${width}.png`) });
        await page
          .getByTestId('chart-fuel')
          .locator('xpath=..')
          .screenshot({ path: join(shots, `el-fuel-chart-${width}.png`) });
        await page
          .getByRole('list', { name: 'Footprint by source' })
          .first()
          .screenshot({ path: join(shots, `el-bars-${width}.png`) });
      }
    }
    await openInApp(page, '/');
    const card = page.getByTestId('chart-footprint-years');
    await expect
      .poll(() => card.locator('svg text').allTextContents())
      .toEqual(expect.arrayContaining(marked));
    await page
      .getByText(/^Not final yet/)
      .first()
      .waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (shots) {
        await page.screenshot({ path: join(shots, `years-dashboard-${width}.png`), fullPage: true });
        await page
          .getByRole('region', { name: 'Your insights' })
          .screenshot({ path: join(shots, `el-dashboard-card-${width}.png`) });
      }
    }
  });
});
