// A facility's insights in a real browser against `npm start` (issue 12): enter annual data and
// see the carbon footprint and the year's chart follow it, open the readiness page and follow a
// link to a missing question, download the year's PDF report and read it with pdftotext, and see
// the 'please check this value' hint while typing a figure far from last year's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { addYear, path, submitSignIn, useJourney } from '../support/journey.ts';
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

async function signedInPage(): Promise<Page> {
  const page = await journey.newPage({ acceptDownloads: true });
  page.on('dialog', (dialog) => void dialog.accept());
  await submitSignIn(page, `${journey.product.baseUrl}/login`, account.email, account.password);
  await expect.poll(() => path(page)).not.toBe('/login');
  return page;
}
const ELECTRICITY = 'Electricity bought from the grid';

async function saveElectricity(page: Page, year: number, kwh: string) {
  await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}/energy-and-fuel/151/5502`);
  await page.getByRole('textbox', { name: ELECTRICITY }).fill(kwh);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').first().waitFor();
}

describe('insights journey', () => {
  const year = new Date().getUTCFullYear() - 1;

  it('shows the footprint and the chart following the annual data, readiness, and a PDF report', async () => {
    const page = await signedInPage();
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data`);
    await addYear(page, year);
    await page
      .getByRole('link', { name: new RegExp(String(year)) })
      .first()
      .waitFor();

    // 100 000 kWh from the UK grid on a standard contract × 0.20705 kg CO2e/kWh (DESNZ 2024,
    // the newest table for this year's data) = 20.705 t.
    await saveElectricity(page, year, '100000');
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe('20.71 t CO2e');
    const chart = page.getByTestId('chart-electricity');
    await expect
      .poll(() => chart.locator('svg title').allTextContents())
      .toContain(`Electricity from the grid ${year}: 100,000 kWh`);
    if (shots) await page.screenshot({ path: join(shots, 'annual-year.png'), fullPage: true });

    // 150 000 kWh: 31.0575 t, and the chart's point follows.
    await saveElectricity(page, year, '150000');
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe('31.06 t CO2e');
    await expect
      .poll(() => chart.locator('svg title').allTextContents())
      .toContain(`Electricity from the grid ${year}: 150,000 kWh`);
    // Screen readers read the same figures from the chart's table; the drawing is hidden from them.
    const figure = page.locator('figure').filter({ has: chart });
    expect(await figure.getByRole('columnheader', { name: String(year) }).count()).toBe(1);
    expect(await figure.getByRole('row', { name: /Electricity from the grid/ }).textContent()).toContain(
      '150,000',
    );
    expect(await chart.locator('svg').getAttribute('aria-hidden')).toBe('true');
    // Which missing answers would change it: the electricity contract, linking to its question.
    await page.getByRole('link', { name: 'Type of electricity contract' }).first().waitFor();

    // The report of the year: named after the facility and year, holding its name, year and total.
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
    expect(text).toContain('Total: 31.06 t CO2e');

    // Readiness: the required questions still open, each a link to its question.
    await page.goto(`${journey.product.baseUrl}/insights/readiness`);
    await expect
      .poll(() => page.getByTestId('readiness-percent').textContent())
      .toMatch(/^\d+ % ready for certification$/);
    if (shots) await page.screenshot({ path: join(shots, 'readiness.png'), fullPage: true });
    await page.getByRole('link', { name: 'Rounds played' }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year}/operations/154/5508`);
    await page.getByRole('textbox', { name: 'Rounds played' }).waitFor();

    // The dashboard card shows readiness and the newest year's footprint.
    await page.goto(`${journey.product.baseUrl}/`);
    await expect.poll(() => page.getByTestId('footprint-total').textContent()).toBe('31.06 t CO2e');
    if (shots) await page.screenshot({ path: join(shots, 'dashboard.png'), fullPage: true });

    // The next year: typing more than three times last year's figure shows a hint with that
    // figure while typing; saving stays possible.
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    await addYear(page, year + 1);
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year + 1}`);
    await page.goto(
      `${journey.product.baseUrl}/annual-review/annual-data/${year + 1}/energy-and-fuel/151/5502`,
    );
    const hint = page.getByRole('status').filter({ hasText: 'Please check this value' });
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('600000');
    await expect
      .poll(() => hint.textContent())
      .toBe("Please check this value: it is more than three times last year's 150,000 kWh.");
    if (shots) await page.screenshot({ path: join(shots, 'anomaly.png'), fullPage: false });
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('160000');
    await expect.poll(() => hint.count()).toBe(0);
    await page.getByRole('textbox', { name: ELECTRICITY }).fill('600000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').first().waitFor();
  });
});
