// Every main page, signed out and signed in, checked by axe-core in Chromium: real layout, real
// colours and the real accessible names, which jsdom cannot give (the renderers' own axe test runs
// there). A page passes with no violation at all, best practices included. Signed in, the pages are
// opened inside the app, as its links do: each is checked as drawn, without loading the app again.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { addYear, openInApp, signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let owner: FacilityAccount;

beforeAll(async () => {
  const stamp = Date.now().toString(36);
  owner = await createFacilityAccount(
    journey.product.baseUrl,
    `access.${stamp}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    `Access Links ${stamp}`,
  );
});

interface Violation {
  id: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as shown, one line each: the rule and where it failed. */
async function violations(page: Page): Promise<string[]> {
  await visible(page.locator('h1'));
  // A string, as the tests workspace has no DOM types; axe is the global newPage's init script adds.
  // react-aria's live announcer is left out: a button that was busy when its page went away is
  // announced for a few seconds by the id of a button no longer there. Only the violations are
  // collected in full: axe skips working out where every passing node is (its resultTypes option).
  const found = await page.evaluate<Violation[]>(
    "axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] }).then((result) => result.violations)",
  );
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens a dialog with the button `opener`, checks it once it has settled, and closes it. */
async function expectNoViolationInDialog(page: Page, where: string, opener: string) {
  await page.getByRole('button', { name: opener }).first().click();
  await visible(page.getByRole('dialog'));
  // Checked once it has settled: react-aria marks a dialog still appearing.
  await page.locator('[data-entering]').waitFor({ state: 'detached' });
  expect({ where, violations: await violations(page) }).toEqual({ where, violations: [] });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Presses Tab until `read` (a page expression) gives `text`, as a keyboard user would. */
async function tabUntil(page: Page, read: string, text: string) {
  for (let presses = 0; (await page.evaluate<string | null>(read)) !== text; presses += 1) {
    expect(presses, `Tab never reached ${text}`).toBeLessThan(300);
    await page.keyboard.press('Tab');
  }
}

/**
 * A fresh browser that lets the test add axe despite the CSP, with animations settled at once. axe
 * is added to every document the page opens, as it starts: adding it as a script tag once a page
 * had shown took 0.3–0.7 s a page on a loaded machine.
 */
async function newPage(): Promise<Page> {
  const page = await journey.newPage({ bypassCSP: true, reducedMotion: 'reduce' });
  await page.context().addInitScript({ path: axeSource });
  return page;
}

describe('accessibility journey', () => {
  it('finds no violation on the signed-out pages', async () => {
    const page = await newPage();
    for (const url of ['/login', '/tournaments/login', '/registration-page', '/forgotten-password']) {
      await page.goto(`${journey.product.baseUrl}${url}`);
      expect({ url, violations: await violations(page) }).toEqual({ url, violations: [] });
    }
    await page.context().close();
  });

  it('finds no violation on the signed-in pages, a section of questions included', async () => {
    const page = await newPage();
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);
    // A new account is shown the guided tour first: it is checked too, then skipped for good.
    const skipTour = page.getByRole('button', { name: 'Skip tour' });
    await visible(skipTour);
    expect({ url: 'the tour', violations: await violations(page) }).toEqual({
      url: 'the tour',
      violations: [],
    });
    await skipTour.click();

    const check = async (url: string) =>
      expect({ url, violations: await violations(page) }).toEqual({ url, violations: [] });
    await check('/');
    for (const url of [
      '/review/best-practice',
      '/annual-review/annual-data',
      '/profile/facility',
      '/user-profile',
      '/documents/facility',
      '/helpdesk',
      '/insights/readiness',
      '/certification',
    ]) {
      await openInApp(page, url);
      await check(url);
    }

    // A section of questions, reached as a person does: from the best practices.
    await openInApp(page, '/review/best-practice');
    await page.getByRole('link', { name: 'Water' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Water' }));
    await check(new URL(page.url()).pathname);

    // An improve page, with its content and downloads.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
    await check(new URL(page.url()).pathname);
    await page.context().close();
  });

  it('answers a question and saves it with the keyboard alone', async () => {
    const page = await newPage();
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);
    await openInApp(page, '/review/best-practice');
    await page.getByRole('link', { name: 'Water' }).click();
    const sources = page.getByRole('group', { name: /Which sources supply water for irrigation/ });
    const borehole = sources.getByRole('checkbox', { name: 'Borehole (groundwater)' });
    await visible(borehole);

    // From the first option, as far as Tab takes a keyboard user: space ticks, Tab reaches Save.
    await sources.getByRole('checkbox').first().focus();
    await tabUntil(page, 'document.activeElement.closest("label")?.textContent', 'Borehole (groundwater)');
    await page.keyboard.press('Space');
    expect(await borehole.isChecked()).toBe(true);
    await tabUntil(page, 'document.activeElement.textContent', 'Save');
    await page.keyboard.press('Enter');
    await visible(page.getByText('All changes saved'));

    await page.reload();
    await visible(borehole);
    expect(await borehole.isChecked()).toBe(true);
    await page.context().close();
  });

  it('finds no violation in the tournament blue either', async () => {
    const stamp = Date.now().toString(36);
    const organiser = await createFacilityAccount(
      journey.product.baseUrl,
      `open.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      `Access Open ${stamp}`,
      'TOURNAMENT',
    );
    const page = await newPage();
    await signInHome(page, journey.product.baseUrl, organiser.email, organiser.password);
    await page.getByRole('button', { name: 'Skip tour' }).click();
    for (const url of [
      '/',
      '/review/best-practice',
      '/annual-review/annual-data-tournament',
      '/profile/tournament',
      '/documents/tournament',
    ]) {
      if (url !== '/') await openInApp(page, url);
      expect({ url, violations: await violations(page) }).toEqual({ url, violations: [] });
    }
    await page.context().close();
  });

  it('finds no violation in the dialogs people open, nor in the phone menu', async () => {
    const page = await newPage();
    // The tour was skipped above, for good.
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);
    const checkDialog = (where: string, opener: string) => expectNoViolationInDialog(page, where, opener);

    await openInApp(page, '/review/best-practice');
    await page.getByRole('link', { name: 'Water' }).click();
    await checkDialog('notes of a question', 'Notes');
    await openInApp(page, '/annual-review/annual-data');
    await checkDialog('adding a year', 'Add a year');
    await openInApp(page, '/documents/facility');
    await checkDialog('uploading a document', 'Upload document');
    await openInApp(page, '/helpdesk');
    await checkDialog('contacting the helpdesk', 'Contact us');

    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, '/');
    await checkDialog('the phone menu', 'Open menu');
    await page.context().close();
  });

  it('finds no violation in a year of annual data, its fuel table and the row dialog', async () => {
    const page = await newPage();
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);
    const year = new Date().getUTCFullYear() - 1;
    await openInApp(page, '/annual-review/annual-data');
    await addYear(page, year);

    for (const url of [
      `/annual-review/annual-data/${year}`,
      `/annual-review/annual-data/${year}/energy-and-fuel/151/5502`,
    ]) {
      await openInApp(page, url);
      expect({ url, violations: await violations(page) }).toEqual({ url, violations: [] });
    }
    await expectNoViolationInDialog(page, 'adding a fuel row', 'Add row');
    await page.context().close();
  });
});
