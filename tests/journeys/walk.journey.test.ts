// The walk a new user takes through the whole product, in one browser against
// `npm start`: register, create a facility, answer a review with a nested follow-up and a long
// note, two years of annual data, the helpdesk, a document upload, an invitation (and inviting
// the same person again), German and back, and the main screens at phone width. Along the way
// the page must log no console error and no request may fail, other than those the walk
// provokes on purpose; JOURNEY_SCREENSHOTS=folder keeps a screenshot of every step.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addYear,
  choose,
  fillCreateFacility,
  openInApp,
  path,
  useJourney,
  visible,
} from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const PASSWORD = 'fairway2green';
const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;
const stamp = Date.now().toString(36);
const email = `walk.${stamp}@example.org`;
const facility = `Walker Links ${stamp}`;
const thisYear = new Date().getUTCFullYear();
const lastYear = thisYear - 1;

const SOURCES = 'Which sources supply water for irrigation?';
const BOREHOLE = 'Borehole (groundwater)';
const LICENCE = 'Abstraction licence or permit reference';
const LONG_URL = `https://environment.example.gov.uk/abstraction-licences/${'borehole-permit-'.repeat(12)}2026.pdf`;

/** What went wrong in the page: console errors, uncaught errors and failed requests. */
interface Trouble {
  problems: string[];
  /** Requests the walk provokes on purpose (method and path), allowed to fail once each. */
  expect(method: string, pathPattern: RegExp, status: number): void;
}

function watch(page: Page): Trouble {
  const problems: string[] = [];
  const expected: { method: string; pattern: RegExp; status: number }[] = [];
  page.on('console', (message) => {
    // A refused request is logged once more by the browser: the responses below judge it.
    if (message.type() !== 'error' || /^Failed to load resource: the server responded/.test(message.text()))
      return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the page was still loading: not a failure a user sees.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const method = response.request().method();
    const url = new URL(response.url());
    const index = expected.findIndex(
      (entry) =>
        entry.method === method && entry.pattern.test(url.pathname) && entry.status === response.status(),
    );
    if (index >= 0) expected.splice(index, 1);
    else problems.push(`${response.status()}: ${method} ${url.pathname}`);
  });
  return {
    problems,
    expect(method, pattern, status) {
      expected.push({ method, pattern, status });
    },
  };
}

let page: Page;
let trouble: Trouble;
let step = 0;

/** A screenshot of the step at the page's width, and at phone width when asked. */
async function shot(name: string, { phone = false } = {}) {
  if (!shots) return;
  step += 1;
  const prefix = String(step).padStart(2, '0');
  await page.screenshot({ path: join(shots, `${prefix}-${name}.png`), fullPage: true });
  if (!phone) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, `${prefix}-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page scrolls sideways nowhere: nothing is wider than the window. */
const fitsWidth = () =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth');

beforeAll(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
  page = await journey.newPage();
  trouble = watch(page);
  // Leaving with unsaved answers asks the browser's own question: the walk answers "leave".
  page.on('dialog', (dialog) => void dialog.accept());
});

afterEach(async ({ task }) => {
  // What the page showed when a step failed, to see why.
  if (shots && task.result?.state === 'fail')
    await shot(`failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await page?.context().close();
});

describe('walk journey', () => {
  it('registers and creates a facility, landing on a member’s dashboard', async () => {
    await page.goto(`${journey.product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect.poll(() => path(page)).toBe('/registration-page');
    await page.getByLabel('First name').fill('Isla');
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('E-mail address').fill(email);
    await choose(page, 'Your role', 'Course Management');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await shot('register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => path(page)).toBe('/registration-link-sent');

    const link = linkIn(await journey.smtp.waitFor(email), '/complete-registration');
    await page.goto(`${journey.product.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel('Retype new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Complete registration' }).click();
    // Choosing the password signs the person in (docs/registration.md): no second sign-in.
    await expect
      .poll(() => path(page))
      .not.toMatch(/^\/(complete-registration|registration-completed|login)/);
    await fillCreateFacility(page, facility, `office.${stamp}@walker.example`);
    await shot('create-facility', { phone: true });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page
      .getByRole('dialog', { name: 'Check your facility' })
      .getByRole('button', { name: 'Create facility' })
      .click();

    await expect.poll(() => path(page)).toBe('/');
    await page.getByRole('dialog', { name: 'Your menu' }).getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Create facility' }).count()).toBe(0);
    // An empty first year: the dashboard says what to do first instead of a footprint.
    await visible(page.getByRole('link', { name: /Add your first year/ }));
    await shot('dashboard-new', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('answers a review with a nested follow-up under its option and a note with a long address', async () => {
    await openInApp(page, '/review/best-practice/resources/water/110');
    const sources = page.getByRole('group', { name: SOURCES });
    await sources.getByText(BOREHOLE, { exact: true }).click();
    const licence = page.getByRole('textbox', { name: LICENCE });
    await visible(licence);
    // The follow-up sits right under Borehole, before the next option.
    const [boreholeBox, licenceBox, surfaceBox] = await Promise.all([
      sources.getByText(BOREHOLE, { exact: true }).boundingBox(),
      licence.boundingBox(),
      sources.getByText('Surface water (river or lake)', { exact: true }).boundingBox(),
    ]);
    expect(licenceBox!.y).toBeGreaterThan(boreholeBox!.y);
    expect(licenceBox!.y).toBeLessThan(surfaceBox!.y);
    await licence.fill('EA/123/456');

    // A note with a long address wraps inside the dialog: title, toolbar and Close stay in view.
    await page.getByRole('button', { name: `Notes, 0, on “${SOURCES}”`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: SOURCES });
    await dialog.getByRole('textbox', { name: 'Note', exact: true }).click();
    // Put in at once, as a paste does: typed key by key, it took about 4 s of a loaded machine.
    await page.keyboard.insertText(`Licence scan: ${LONG_URL}`);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => dialog.getByRole('list').getByRole('listitem').count()).toBe(1);
    const [dialogBox, closeBox] = await Promise.all([
      dialog.boundingBox(),
      dialog.getByRole('button', { name: 'Close' }).first().boundingBox(),
    ]);
    expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    const scrollsSideways = await dialog.evaluate(
      (element: { scrollWidth: number; clientWidth: number }) => element.scrollWidth > element.clientWidth,
    );
    expect(scrollsSideways).toBe(false);
    await shot('note-long-address', { phone: true });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Save and Come Back' }).click();
    await expect.poll(() => page.url()).toMatch(/\/review\/best-practice\/summary#resources$/);
    await visible(page.getByText(/is saved for later \(answers saved for later: 1\)/));
    // The card's bar stays a bar beside the longer label, not squeezed to nothing.
    const water = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Water' }) });
    const track = await water.getByRole('progressbar').first().boundingBox();
    expect(track!.width).toBeGreaterThan(60);
    await shot('review-summary', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('adds two years of annual data and sees the footprint of each year on the dashboard', async () => {
    const area = () => page.getByRole('textbox', { name: 'Area irrigated in the year' });
    /** Opens a subsection of the year from its page, lets `enter` fill it, saves, and goes back. */
    const subsection = async (year: number, name: string, enter: () => Promise<void>) => {
      await page.getByRole('link', { name, exact: true }).click();
      await enter();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(page.getByText('All changes saved'));
      await page
        .getByRole('link', { name: `Annual data ${year}` })
        .first()
        .click();
    };
    const electricity = (kWh: string) => () =>
      page.getByRole('textbox', { name: 'Electricity bought from the grid' }).fill(kWh);

    await openInApp(page, '/annual-review/annual-data');
    for (const [year, kWh] of [
      [lastYear, '185000'],
      [thisYear, '160000'],
    ] as const) {
      await addYear(page, year);
      await visible(page.getByRole('heading', { name: `Annual data ${year}`, level: 1 }));
      await subsection(year, 'Irrigation', async () => {
        // The first year is typed; the next offers last year's value until saved.
        if (year === lastYear) await area().fill('12.5');
        else await expect.poll(() => area().inputValue()).toBe('12.5');
      });
      await subsection(year, 'Electricity', electricity(kWh));
    }
    await visible(page.getByRole('heading', { name: `Carbon footprint ${thisYear}` }));
    await shot('year-page', { phone: true });

    await openInApp(page, '/');
    await visible(page.getByRole('heading', { name: facility }));
    await visible(page.getByText('Carbon footprint by year (t CO2e)'));
    await shot('dashboard-two-years', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('sends a helpdesk message, lists it and raises no badge for it', async () => {
    await openInApp(page, '/helpdesk');
    await page.getByRole('button', { name: /Contact us/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Help with OnCourse').click();
    await dialog.getByLabel(/Message/).fill('Where do I enter rainwater we harvest?');
    await dialog.getByRole('button', { name: /Send/ }).click();
    await visible(page.getByText('Message sent'));
    await page.keyboard.press('Escape');
    await page.reload();
    await visible(page.getByRole('heading', { name: `Messages sent by ${facility}` }));
    await visible(page.getByText('Where do I enter rainwater we harvest?'));
    // The badge counts what the provider sent that was not read, never one's own message.
    expect(await page.getByRole('link', { name: /^Helpdesk, \d+ unread/ }).count()).toBe(0);
    await shot('helpdesk', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('uploads a document', async () => {
    await openInApp(page, '/documents/facility');
    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'water-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await dialog.getByLabel('Title').fill('Water plan');
    await dialog.getByLabel('Description').fill('Irrigation schedule');
    await choose(page, 'Storage location', 'Water');
    await shot('upload');
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: /Water\s*Documents: 1/ }).click();
    await visible(page.getByRole('row').filter({ hasText: 'Water plan' }));
    await shot('documents', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('invites a member, and inviting them again offers to resend', async () => {
    await openInApp(page, '/profile/facility');
    await page.getByRole('tab', { name: 'Team' }).click();
    const newcomer = `greenkeeper.${stamp}@walker.example`;
    const invite = async () => {
      await page.getByRole('button', { name: 'Invite a member' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail address').fill(newcomer);
      await choose(page, 'Access type', 'User');
      return dialog;
    };
    let dialog = await invite();
    await shot('invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByText('The invitation has been sent.'));

    // The server refuses the duplicate (provoked), and the dialog offers to send it again.
    trouble.expect('POST', /\/user\/add$/, 409);
    dialog = await invite();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByText(`${newcomer} is already invited. Send the invitation again?`));
    await shot('invite-again');
    await page.keyboard.press('Escape');
    await shot('team', { phone: true });
    expect(trouble.problems).toEqual([]);
  });

  it('switches to German and back', async () => {
    await openInApp(page, '/user-profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await choose(page, 'Language', 'Deutsch');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('tab', { name: 'Einstellungen' }));
    await openInApp(page, '/');
    await visible(page.getByRole('navigation', { name: 'Hauptmenü' }));
    await shot('dashboard-de', { phone: true });
    await openInApp(page, '/review/best-practice/resources/water/110');
    await visible(page.getByRole('button', { name: 'Speichern', exact: true }));
    await shot('review-de', { phone: true });

    await openInApp(page, '/user-profile');
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await choose(page, 'Sprache', 'English');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await visible(page.getByRole('tab', { name: 'Settings' }));
    expect(trouble.problems).toEqual([]);
  });

  it('reads every main screen at phone width without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const screen of [
      '/',
      '/review/best-practice',
      '/review/best-practice/resources/water/110',
      `/annual-review/annual-data/${thisYear}`,
      '/profile/facility',
      '/documents/facility',
      '/helpdesk',
      '/user-profile',
    ]) {
      await openInApp(page, screen);
      await visible(page.locator('main h1, main h2').first());
      expect(path(page)).toBe(screen);
      expect({ screen, fits: await fitsWidth() }).toEqual({ screen, fits: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(trouble.problems).toEqual([]);
  });
});
