// The programme in German (docs/languages-units-themes.md#languages), in one browser against `npm start`: a greenkeeper whose
// profile says Deutsch answers a review, enters a year of annual data, reads the dashboard and
// downloads the answers as CSV, and none of those screens nor the file shows an English text of
// the product (tests/support/english-text.ts lists every one it finds). Names of people, places
// and the facility are not English texts of the product and are never reported.
// JOURNEY_SCREENSHOTS=folder keeps a screenshot of each screen; JOURNEY_LANGUAGE=fr (or any other
// language with translations) walks the same screens in that language, for a look at its screenshots.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/accounts.ts';
import { csvCells, englishFinder } from '../support/english-text.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { path, signInAnswered, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const LANGUAGE = process.env.JOURNEY_LANGUAGE ?? 'de';
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const read = (...parts: string[]): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(FIXTURES, ...parts), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
/** The interface strings the German screens show. */
const de = read('strings', `${LANGUAGE}.json`);
const t = (key: string): string => {
  const text = de[key];
  if (!text) throw new Error(`fixtures/strings/${LANGUAGE}.json has no ${key}`);
  return text;
};
/** A content text as the German reader gets it: the translation, else the English source. */
const content = (file: string, key: string): string =>
  read('translations', LANGUAGE, file)[key] ?? read('translations', 'en', file)[key] ?? key;

const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;
const year = new Date().getUTCFullYear() - 1;
const english = englishFinder(LANGUAGE);
/** Every English text found, as "screen: text". */
const found: string[] = [];
let account: FacilityAccount;
let page: Page;

/** Notes the English texts the screen shows now, and keeps a screenshot when asked. */
async function readScreen(name: string) {
  const text = await page.locator('body').innerText();
  for (const piece of english.find(text)) found.push(`${name}: ${piece}`);
  if (shots) await page.screenshot({ path: join(shots, `${LANGUAGE}-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
  account = await createFacilityAccount(
    journey.product.baseUrl,
    `deutsch.${Date.now()}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    `Golfclub Heidesee ${Date.now()}`,
  );
  // The greenkeeper reads the product in German: the profile's language, as the settings tab saves it.
  const api = createClient<paths>({ baseUrl: journey.product.baseUrl });
  const user = await signIn(api, account.email, account.password);
  const changed = await api.PATCH('/api/app-user/{id}', {
    params: { path: { id: user.id } },
    headers: user.headers,
    body: { language: LANGUAGE },
  });
  if (!changed.response.ok) throw new Error(`Choosing German answered ${changed.response.status}`);
  page = await journey.newPage({ acceptDownloads: true });
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAnswered(page, `${journey.product.baseUrl}/login`, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
});

describe('German journey', () => {
  it('answers a review in German', async () => {
    await page.goto(`${journey.product.baseUrl}/review/best-practice/resources/water/110`);
    await visible(page.getByRole('button', { name: t('reviews.save'), exact: true }));
    await visible(page.getByText(content('resources.json', 'question.11000.title')));
    await page.getByRole('checkbox').first().check({ force: true });
    await page.getByRole('button', { name: t('reviews.save'), exact: true }).click();
    await visible(page.getByText(t('reviews.status.saved')));
    await readScreen('review');
  });

  it('enters a year of annual data in German', async () => {
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data`);
    await page.getByRole('button', { name: t('reviews.years.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('reviews.years.addTitle') });
    // The year picker comes first; the confirm button's name starts with "Jahr" too.
    await dialog
      .getByRole('button', { name: new RegExp(t('reviews.years.year')) })
      .first()
      .click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await dialog.getByRole('button', { name: t('reviews.years.addConfirm') }).click();
    // Asked once, before its first year opens, whether the facility shares its figures
    // (docs/benchmarks-and-targets.md#anonymity): in German too.
    const question = page.getByRole('dialog', { name: t('benchmarks.question.title') });
    await visible(question);
    await question.getByRole('button', { name: t('benchmarks.question.no') }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year}`);
    // The address changes before the year's page has loaded: read the page, not the one before it.
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: t('reviews.annual.yearTitle').replace('{{year}}', String(year)),
      }),
    );
    await readScreen('annual-data-year');

    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}/energy-and-fuel/151/5502`);
    const electricity = page.getByRole('textbox', {
      name: content('annual-data-facility.json', 'question.15009.title'),
    });
    await electricity.fill('185000');
    await readScreen('annual-data-energy');
    await page.getByRole('button', { name: t('reviews.save'), exact: true }).click();
    await visible(page.getByText(t('reviews.status.saved')));
  });

  it('reads the dashboard in German', async () => {
    await page.goto(`${journey.product.baseUrl}/`);
    await visible(page.getByRole('navigation', { name: t('layout.mainMenu') }));
    await visible(page.getByRole('heading', { name: /Golfclub Heidesee/ }));
    await readScreen('dashboard');
  });

  it('downloads the answers as CSV in German', async () => {
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${year}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('insights.downloadCsv') }).click(),
    ]);
    const file = join(shots ?? mkdtempSync(join(tmpdir(), 'german-')), 'answers.csv');
    await download.saveAs(file);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(t('export.column.question'));
    for (const piece of english.find(csvCells(csv))) found.push(`CSV: ${piece}`);
  });

  it('shows no English text of the product on any of those screens', () => {
    expect(found, `English texts found:\n${found.join('\n')}`).toEqual([]);
  });
});
