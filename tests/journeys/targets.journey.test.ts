// Benchmarks and targets in a real browser against `npm start` (docs/benchmarks-and-targets.md#behaviour): five comparable
// facilities are seeded into the data folder before the product starts (as the API tests and
// `npm run demo` insert them); a member gives the facility its 18 holes, enters two years'
// electricity, sets a -30 % target in the dialog, sees it ahead of its path on the year page and the
// dashboard with the facility's position among its peers, corrects a year's figure and sees the
// standing move to behind. The facility profile's switch stops sharing its figures.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { Browser, Locator, Page } from 'playwright-core';
import { ANNUAL_DATA_QUESTIONS as Q, type Answer } from '@oncourse/engine';
import { loadAnswerSets } from '@oncourse/fixtures';
import type { paths } from '@oncourse/openapi';
import { insertPeerFacility, loadConfig, migrate, openDatabase, seed } from '@oncourse/server';
import { newContext } from '../support/browser.ts';
import { signIn, type SignedIn } from '../support/accounts.ts';
import { newDataDir } from '../support/data-folder.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import {
  browserOfWorker,
  choose,
  closeContexts,
  openInApp,
  path,
  signInAnswered,
  visible,
} from '../support/journey.ts';
import { startProduct, type RunningProduct } from '../support/npm-start.ts';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const shots = process.env.JOURNEY_SCREENSHOTS;
const year = new Date().getUTCFullYear() - 1;
const baseYear = year - 1;
// The fixture facility's complete annual answers: every peer answers them, with its own electricity.
const template = loadAnswerSets().find((set) => set.organisationId === 1 && set.year === 2024)!;
const ELECTRICITY = Q.electricity.grid;

let dataDir: string;
let smtp: SmtpCapture;
let product: RunningProduct;
let browser: Browser;
let account: FacilityAccount;
let owner: SignedIn;

const api = () => createClient<paths>({ baseUrl: product.baseUrl });

/** Five 18-hole facilities in the United Kingdom with a complete year: 1,000 to 5,000 kWh a hole. */
async function seedPeers(folder: string) {
  const handle = await openDatabase(loadConfig({ ...process.env, DATA_DIR: folder }));
  try {
    await migrate(handle);
    await seed(handle.db);
    const electricity = template.answers[ELECTRICITY]!;
    for (const [index, kWh] of [18_000, 36_000, 54_000, 72_000, 90_000].entries()) {
      const answers: Record<string, Answer> = {
        ...template.answers,
        [ELECTRICITY]: { ...electricity, value: kWh },
      };
      await insertPeerFacility(handle.db, template.questionSetId, {
        title: `Peer Golf ${index + 1}`,
        countryCode: 'GB',
        holes: 18,
        hectares: 60,
        demo: false,
        years: [{ year, answers }],
      });
    }
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  // The first start's database (migrated and seeded, as every journey's product starts on): a new
  // PGlite cluster migrated and seeded here took 10–30 s of the file's time.
  dataDir = await newDataDir('oncourse-targets-');
  await seedPeers(dataDir);
  smtp = await startSmtpCapture();
  product = await startProduct({ SMTP_URL: smtp.url }, { dataDir });
  // The worker's Chromium (launching one took 1–2 s of a loaded machine).
  browser = await browserOfWorker();
  account = await createFacilityAccount(
    product.baseUrl,
    `targets.${Date.now()}@example.org`,
    async (email) => linkIn(await smtp.waitFor(email), '/complete-registration'),
    `Target Links ${Date.now()}`,
  );
  owner = await signIn(api(), account.email, account.password);
  // 18 holes: the size band the peers are in.
  const details = await api().GET('/api/organisation/{id}/details', {
    params: { path: { id: account.organisationId } },
    headers: owner.headers,
  });
  const saved = await api().PATCH('/api/organisation/{id}/details', {
    params: { path: { id: account.organisationId } },
    body: {
      ...details.data!.data,
      courses: [
        {
          id: null,
          name: 'Links course',
          length: null,
          number_of_holes: 18,
          year_opened: null,
          par: null,
          rounds_per_year: null,
          unit: 'metric',
        },
      ],
    },
    headers: owner.headers,
  });
  expect(saved.response.status).toBe(200);
  for (const added of [baseYear, year]) {
    const response = await api().POST('/api/reviews/annual-data/organisation/{orgId}/year', {
      params: { path: { orgId: account.organisationId } },
      body: { year: added },
      headers: owner.headers,
    });
    expect(response.response.status).toBe(200);
  }
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await closeContexts(browser);
  await product?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedInPage(width = 1280): Promise<Page> {
  const context = await newContext(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAnswered(page, `${product.baseUrl}/login`, account.email, account.password);
  await expect.poll(() => path(page)).not.toBe('/login');
  return page;
}

/** Types a year's grid electricity on its energy page and saves it. */
async function enterElectricity(page: Page, dataYear: number, kWh: string) {
  await page.goto(`${product.baseUrl}/annual-review/annual-data/${dataYear}/energy-and-fuel/151/5502`);
  const field = page.getByRole('textbox', { name: 'Electricity bought from the grid' });
  await visible(field);
  await field.fill(kWh);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').first().waitFor();
}

/** A part of the page at desktop and phone width (JOURNEY_SCREENSHOTS=folder). */
async function screenshots(page: Page, name: string, part: Locator) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    // The charts redraw at their new width.
    await page.waitForTimeout(400);
    await part.screenshot({ path: join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('targets journey', () => {
  it('sets a target, sees it ahead and the position among peers, and sees it fall behind when a year changes', async () => {
    const page = await signedInPage();
    await enterElectricity(page, baseYear, '180000');
    await enterElectricity(page, year, '150000');

    await openInApp(page, `/annual-review/annual-data/${year}`);
    // 150,000 kWh over 18 holes is 8,333 a hole, above every peer's 1,000 to 5,000.
    const card = page.getByRole('region', { name: `How you compare in ${year}` });
    await visible(
      card.getByText('In the highest quarter of 18-hole clubs in United Kingdom for electricity per hole'),
    );
    await visible(card.getByText(/Yours 8,333 kWh; median 3,000, middle half 2,000 to 4,000/));
    await visible(card.getByTestId('benchmark-chart-electricity').locator('svg'));

    // The target: 30 % less electricity by six years on, from the base year.
    await card.getByRole('button', { name: 'Set a target' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a reduction target' });
    await choose(page, 'Figure', 'Electricity');
    await dialog.getByRole('textbox', { name: /Reduction/ }).fill('30');
    await dialog.getByRole('textbox', { name: /Base year/ }).fill(String(baseYear));
    await dialog.getByRole('textbox', { name: /Target year/ }).fill(String(baseYear + 6));
    if (shots) await page.screenshot({ path: join(shots, 'target-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Save target' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The path expects 171,000 kWh this year (180,000 less a sixth of 30 %); 150,000 is 21,000 below.
    const target = card.getByTestId('target-electricity');
    await visible(target.getByText(`Electricity: 30% less in ${baseYear + 6} than in ${baseYear}`));
    await visible(target.getByText(`${year}: 150,000 kWh, ahead by 21,000 kWh`));
    await visible(target.getByTestId('target-chart-electricity').locator('svg'));
    await screenshots(page, 'year-page', card);

    // The dashboard says the same.
    await openInApp(page, '/');
    const dashboard = page.getByRole('region', { name: 'Where you stand' });
    await visible(
      dashboard.getByText(
        'In the highest quarter of 18-hole clubs in United Kingdom for electricity per hole',
      ),
    );
    await visible(dashboard.getByText(`${year}: 150,000 kWh, ahead by 21,000 kWh`));
    // The guided tour starts by itself for a new user; this journey is not about it.
    const skip = page.getByRole('button', { name: 'Skip tour' });
    if (await skip.isVisible()) await skip.click();
    await screenshots(page, 'dashboard', dashboard);

    // A corrected year moves the standing at once: 200,000 kWh is 29,000 above the path.
    await enterElectricity(page, year, '200000');
    await openInApp(page, `/annual-review/annual-data/${year}`);
    await visible(
      page.getByTestId('target-electricity').getByText(`${year}: 200,000 kWh, behind by 29,000 kWh`),
    );
    await openInApp(page, '/');
    await visible(page.getByRole('region', { name: 'Where you stand' }).getByText(/behind by 29,000 kWh/));
    await page.context().close();
  });

  it('stops sharing the facility’s figures from the profile, and still sees its own comparison', async () => {
    const page = await signedInPage();
    await openInApp(page, '/profile/facility');
    await page.getByRole('tab', { name: 'Facility details' }).click();
    const share = page.getByRole('switch', {
      name: 'Share our figures anonymously with comparable facilities',
    });
    await visible(share);
    // A facility created in the app shares nothing until it says so (docs/benchmarks-and-targets.md#anonymity).
    expect(await share.isChecked()).toBe(false);
    await page.getByText('Share our figures anonymously with comparable facilities').click();
    await visible(page.getByText('Saved: your figures count in other facilities’ comparisons.'));
    await page.getByText('Share our figures anonymously with comparable facilities').click();
    await visible(page.getByText('Saved: your figures no longer count in other facilities’ comparisons.'));
    if (shots) {
      await share.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, 'profile-sharing-1280.png') });
    }
    const sharing = await api().GET('/api/insights/organisation/{orgId}/benchmarks/sharing', {
      params: { path: { orgId: account.organisationId } },
      headers: owner.headers,
    });
    expect(sharing.data?.data.contribute).toBe(false);

    await openInApp(page, `/annual-review/annual-data/${year}`);
    const card = page.getByRole('region', { name: `How you compare in ${year}` });
    await visible(
      card.getByText('Your facility does not share its figures with other facilities; you still see theirs.'),
    );
    await visible(card.getByText(/In the highest quarter of 18-hole clubs/));
    await page.context().close();
  });
});
