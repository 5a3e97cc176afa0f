// Figures in a German browser against `npm start` (docs/annual-data.md#input-rules): Chromium started with --lang=de-DE
// and the app in German; a money field of the facility details takes "14,75" and an annual-data
// figure "1.234,5"; both are saved, read back through the API as 14.75 and 1234.5 and shown again
// the German way after a reload. Switched to English in the same German browser, the stored
// figures read 14.75 and 1,234.5, and "12,5" is kept with a message instead of becoming 125. Saved
// again in English, the line under the figure says who changed it and what it was (docs/reviews.md#answer-history).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { type Browser, type Locator, type Page } from 'playwright-core';
import type { paths } from '@oncourse/openapi';
import { signIn, type SignedIn } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { path, signInAnswered, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;
/** The annual data's question set, and its "Electricity bought from the grid" (kWh) question. */
const ANNUAL = 6;
const ELECTRICITY = 15009;
const year = new Date().getUTCFullYear() - 1;

let german: Browser;
let account: FacilityAccount;
let owner: SignedIn;

const api = () => createClient<paths>({ baseUrl: journey.product.baseUrl });

async function speak(language: 'de' | 'en') {
  const changed = await api().PATCH('/api/app-user/{id}', {
    params: { path: { id: owner.id } },
    body: { language },
    headers: owner.headers,
  });
  expect(changed.response.status).toBe(200);
}

beforeAll(async () => {
  german = await launchBrowser(['--lang=de-DE']);
  account = await createFacilityAccount(
    journey.product.baseUrl,
    `numbers.${Date.now()}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    `Zahlen Golfclub ${Date.now()}`,
  );
  owner = await signIn(api(), account.email, account.password);
  const added = await api().POST('/api/reviews/annual-data/organisation/{orgId}/year', {
    params: { path: { orgId: account.organisationId } },
    body: { year },
    headers: owner.headers,
  });
  expect(added.response.status).toBe(200);
  if (shots) mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await german?.close();
});

async function germanPage(): Promise<Page> {
  // The browser's own language and number format are German, whatever the app's language.
  const context = await newContext(german, { viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await signInAnswered(page, `${journey.product.baseUrl}/login`, account.email, account.password);
  await expect.poll(() => path(page)).not.toBe('/login');
  return page;
}

const detailsUrl = () => `${journey.product.baseUrl}/profile/facility`;
const electricityUrl = () =>
  `${journey.product.baseUrl}/annual-review/annual-data/${year}/energy-and-fuel/151/5502`;

async function openDetails(page: Page, tab: string) {
  await page.goto(detailsUrl());
  await page.getByRole('tab', { name: tab }).click();
  await visible(page.locator('#root_petrol_costs'));
}

/** The page at 1366 and 390 px wide, each time with `field` in view (JOURNEY_SCREENSHOTS=folder). */
async function screenshots(page: Page, name: string, field: Locator) {
  if (!shots) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('numbers journey', () => {
  it('keeps 14,75 and 1.234,5 typed in German exactly, through saving and reloading', async () => {
    await speak('de');
    const page = await germanPage();
    expect(await page.evaluate('navigator.language')).toBe('de-DE');

    // Facility details: petrol costs (money) and total area, typed the German way.
    await openDetails(page, 'Anlagendetails');
    const petrol = page.locator('#root_petrol_costs');
    const area = page.locator('#root_total_area');
    await petrol.fill('14,75');
    await area.fill('1.234,5');
    await area.blur();
    expect(await petrol.inputValue()).toBe('14,75');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await visible(page.getByText('Ihre Änderungen wurden gespeichert.'));

    const details = await api().GET('/api/organisation/{id}/details', {
      params: { path: { id: account.organisationId } },
      headers: owner.headers,
    });
    expect(details.data?.data.petrol_costs).toBe(14.75);
    expect(details.data?.data.areas.total_area).toBe(1234.5);

    await page.reload();
    await page.getByRole('tab', { name: 'Anlagendetails' }).click();
    await expect.poll(() => page.locator('#root_petrol_costs').inputValue()).toBe('14,75');
    expect(await page.locator('#root_total_area').inputValue()).toBe('1.234,5');
    await screenshots(page, 'details-de', page.locator('#root_petrol_costs'));

    // Annual data: electricity from the grid, 1.234,5 kWh.
    await page.goto(electricityUrl());
    const electricity = page.locator(`#question-${ELECTRICITY}`);
    // Typed once the page speaks German, as a person reading it would.
    await visible(page.getByRole('button', { name: 'Speichern', exact: true }));
    await electricity.fill('1.234,5');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Alle Änderungen gespeichert').first().waitFor();

    const answers = await api().GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path: { questionId: ANNUAL, orgId: account.organisationId }, query: { year } },
      headers: owner.headers,
    });
    expect(answers.data?.data?.answers[String(ELECTRICITY)]?.value).toBe(1234.5);

    await page.reload();
    // The German strings load after the page: the figure follows the language once they are in.
    await expect.poll(() => page.locator(`#question-${ELECTRICITY}`).inputValue()).toBe('1.234,5');
    await screenshots(page, 'annual-de', page.locator(`#question-${ELECTRICITY}`));

    // An English decimal point in German is not read as a thousands separator: kept, with a word why.
    await page.locator(`#question-${ELECTRICITY}`).fill('14.75');
    await page.locator(`#question-${ELECTRICITY}`).blur();
    await visible(page.getByText('Geben Sie eine Zahl ein, zum Beispiel 1.234,5'));
    expect(await page.locator(`#question-${ELECTRICITY}`).inputValue()).toBe('14.75');
    await screenshots(page, 'annual-de-message', page.locator(`#question-${ELECTRICITY}`));
    await page.context().close();
  });

  it('in English in the same German browser, stored figures read the English way and 12,5 is refused', async () => {
    await speak('en');
    const page = await germanPage();

    await openDetails(page, 'Facility details');
    const petrol = page.locator('#root_petrol_costs');
    await expect.poll(() => petrol.inputValue()).toBe('14.75');
    expect(await page.locator('#root_total_area').inputValue()).toBe('1,234.5');
    await petrol.fill('12,5');
    await petrol.blur();
    await visible(page.getByText('Enter a number, for example 1,234.5'));
    expect(await petrol.inputValue()).toBe('12,5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Nothing is missing, one figure is wrong: the form asks for a correction.
    await visible(page.getByText('Please check the form and correct the marked fields'));
    await screenshots(page, 'details-en', petrol);
    const details = await api().GET('/api/organisation/{id}/details', {
      params: { path: { id: account.organisationId } },
      headers: owner.headers,
    });
    expect(details.data?.data.petrol_costs).toBe(14.75);

    await page.goto(electricityUrl());
    const electricity = page.locator(`#question-${ELECTRICITY}`);
    await expect.poll(() => electricity.inputValue()).toBe('1,234.5');
    await screenshots(page, 'annual-en', electricity);
    await page.context().close();
  });

  it('says under a figure who changed it, when and what it was, and lists every change in the History dialog', async () => {
    const page = await germanPage();
    await page.goto(electricityUrl());
    const electricity = page.locator(`#question-${ELECTRICITY}`);
    await expect.poll(() => electricity.inputValue()).toBe('1,234.5');
    const line = page.locator(`[data-question-id="${ELECTRICITY}"]`).getByText(/^(Entered|Changed) by /);
    // The German save of the first test, read from the server with the section.
    await expect.poll(() => line.textContent()).toMatch(/^Entered by Robin Greenkeeper on .+ \d{4}$/);

    await electricity.fill('12,000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').first().waitFor();
    // The save's own answer: what it was, in English figures.
    await expect.poll(() => line.textContent()).toMatch(/^Changed by Robin Greenkeeper on .+, was 1,234\.5$/);

    await electricity.fill('12,500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => line.textContent()).toMatch(/, was 12,000$/);
    await page.reload();
    // The same line comes back from the server after a reload.
    await expect
      .poll(() => line.textContent(), { timeout: 15_000 })
      .toMatch(/^Changed by Robin Greenkeeper on .+ \d{4}, was 12,000$/);
    await screenshots(page, 'history-line', electricity);

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'History of changes' });
    const entries = dialog.getByRole('listitem').filter({ hasText: 'Electricity bought from the grid' });
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.nth(0).textContent()).toContain('was 12,000, now 12,500');
    expect(await entries.nth(1).textContent()).toContain('was 1,234.5, now 12,000');
    expect(await entries.nth(2).textContent()).toContain('entered 1,234.5');
    expect(await entries.nth(0).textContent()).toContain('Robin Greenkeeper');
    if (shots) await page.screenshot({ path: join(shots, 'history-dialog-1366.png') });
    await page.context().close();
  });
});
