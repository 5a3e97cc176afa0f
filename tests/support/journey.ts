// What every browser journey starts from: `npm start` with mail going to a local SMTP capture,
// Debian's Chromium, and the few steps a person repeats on every page (wait for it to show, pick
// an option, sign in).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  ConsoleMessage,
  Cookie,
  Locator,
  Page,
  Request,
  Response,
} from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { moveInApp } from './in-app.ts';
import { startProduct, type RunningProduct } from './npm-start.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

export interface Journey {
  readonly smtp: SmtpCapture;
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** A page in a fresh browser context (browser.ts `newContext`), 1280 × 900 unless told. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

interface Started {
  smtp: SmtpCapture;
  product: RunningProduct;
}

/**
 * The provider's inbox (PROVIDER_EMAIL) of the products useJourney gives: mail for the provider (a
 * helpdesk message, a request to join) reaches the file's mail capture addressed to it.
 */
export const PROVIDER_INBOX = 'provider.inbox@example.org';

async function startWithMail(): Promise<Started> {
  const smtp = await startSmtpCapture();
  return { smtp, product: await startProduct({ SMTP_URL: smtp.url, PROVIDER_EMAIL: PROVIDER_INBOX }) };
}

// What a worker keeps for its files: the journeys project runs each worker's files one after another
// in one module graph (isolate: false, vitest.config.ts), and starting `npm start` and Chromium took
// 10–20 s of every file on a loaded 2-core machine. A file sees only what it makes (each registers
// accounts and facilities of its own, named by the time) and each page has a browser context of its
// own, so the files that need no product of their own share one.
let keptProduct: Promise<Started> | undefined;
let keptBrowser: Promise<Browser> | undefined;

/**
 * The worker's kept product, started on first use, or undefined outside the journeys project
 * (kept-products-setup.ts, which stops it after the run, is that project's).
 */
function kept(): Promise<Started> | undefined {
  const folder = inject('keptProductsFolder');
  if (!folder) return undefined;
  keptProduct ??= startWithMail().then((started) => {
    const { pid, dataDir } = started.product;
    writeFileSync(join(folder, String(pid)), dataDir);
    // vitest stops a worker with SIGTERM and kills it half a second later: time to tell the server
    // to stop, not to wait for it (the setup's teardown waits and removes its data folder).
    process.once('SIGTERM', () => {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // gone already
      }
    });
    return started;
  });
  return keptProduct;
}

/**
 * The worker's Chromium, launched on first use (again should it have gone). A file that uses it
 * without useJourney closes the contexts it opened (closeContexts), never the browser.
 */
export async function browserOfWorker(): Promise<Browser> {
  const browser = await keptBrowser;
  if (browser?.isConnected()) return browser;
  keptBrowser = launchBrowser();
  return keptBrowser;
}

/**
 * The product, the mail capture and the browser for a file's tests: the worker's kept product
 * (started before the worker's first such file), or outside the journeys project a product of the
 * file's own, started before its tests and stopped after them. The browser is the worker's; the
 * file's contexts close after its tests. A file that changes the product for everyone (a restart,
 * a shifted clock) starts its own with startProduct.
 */
export function useJourney(): Journey {
  let started: Started | undefined;
  let own = false;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey has not started (beforeAll)');
    return value;
  };

  beforeAll(async () => {
    const shared = kept();
    own = !shared;
    started = await (shared ?? startWithMail());
    browser = await browserOfWorker();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    if (own) {
      await started?.product.stop();
      await started?.smtp.close();
    }
  });

  return {
    get smtp() {
      return running(started).smtp;
    },
    get product() {
      return running(started).product;
    },
    get browser() {
      return running(browser);
    },
    async newPage(options = {}) {
      const context = await newContext(running(browser), {
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Closes every context `browser` has open: a worker runs one file at a time. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** The page's path, without origin or query. */
export const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens `path` inside the app the page shows, as its links do: the app's router draws the page in
 * the same document, with no new load of the app, and this waits until the new page's heading
 * shows (the old page stays until the new one's data has come). For a journey about a page, not
 * about loading it afresh (`page.goto` is that): a load costs Chromium and the product about twice
 * the processor time of a move inside the app. Only for a move to another screen, which draws a
 * heading of its own: the same screen for other data (another year) may keep its heading.
 */
export async function openInApp(page: Page, path: string) {
  const shown = () => `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  if (shown() === path) return;
  // A string: the tests' TypeScript has no DOM types.
  await page.evaluate(
    `(() => {
      for (const heading of document.querySelectorAll('main h1')) heading.dataset.shownBefore = '';
      ${moveInApp(path)}
    })()`,
  );
  await expect.poll(shown).toBe(path);
  await visible(page.locator('main h1:not([data-shown-before])'));
}

/** Waits until the element is shown (Playwright's own auto-waiting, 10 s). */
export async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Picks an option of a dropdown by its visible label. */
export async function choose(page: Page, field: string, option: string) {
  // The forms (light and themed) draw the browser's own select; the question renderers draw
  // react-aria's, a button that opens a list box. A person picks from either.
  const native = page.getByRole('combobox', { name: new RegExp(field) });
  const trigger = page.getByRole('button', { name: new RegExp(field) });
  // A dialog's form may still be loading: wait for either kind before telling them apart.
  await native.or(trigger).first().waitFor();
  if ((await native.count()) === 1 && (await native.evaluate((element) => element.tagName === 'SELECT'))) {
    await native.selectOption({ label: option });
    return;
  }
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Fills the create-facility form as a person does, for a UK facility (a resort in Dornoch) named
 * `name` with the office e-mail `email`, from getting started on a new account's home page.
 */
export async function fillCreateFacility(page: Page, name: string, email: string) {
  await visible(page.getByText('You are not part of a facility yet'));
  await page.getByRole('link', { name: 'Getting started' }).first().click();
  await page.getByRole('link', { name: /Create a facility/ }).click();
  await expect.poll(() => path(page)).toBe('/create-facility');
  await page.getByRole('textbox', { name: /Facility name/ }).fill(name);
  await page.getByRole('checkbox', { name: 'Resort' }).check({ force: true });
  await page.getByRole('textbox', { name: /Address line 1/ }).fill('1 Fairway Road');
  await page.getByRole('textbox', { name: /Town or city/ }).fill('Dornoch');
  await page.getByRole('textbox', { name: /Postcode/ }).fill('IV25 3LW');
  // Typed as a person does: the one-column form scrolls to the field first.
  const country = page.getByRole('combobox', { name: /Country/ });
  await country.click();
  await country.pressSequentially('United King');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByRole('textbox', { name: /Contact number/ }).fill('+44 1862 810');
  await page.getByRole('textbox', { name: /Facility e-mail/ }).fill(email);
}

/**
 * Adds `year` through the Add a year dialog of the page shown, as a person does. A facility never
 * asked whether it shares its figures is asked once, before the year opens
 * (docs/benchmarks-and-targets.md#anonymity): `share` is its answer.
 */
export async function addYear(page: Page, year: number, { share = false } = {}) {
  await page.getByRole('button', { name: 'Add a year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a year' });
  await dialog.getByRole('button', { name: /Year/ }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await dialog.getByRole('button', { name: 'Add year' }).click();
  const opened = `/annual-review/annual-data/${year}`;
  const question = page.getByRole('dialog', { name: 'Share your figures anonymously?' });
  await expect.poll(async () => path(page) === opened || (await question.isVisible())).toBe(true);
  if (path(page) !== opened) {
    await question.getByRole('button', { name: share ? 'Share anonymously' : 'Do not share' }).click();
  }
  // Adding a year opens it, from the annual data page as from another year's page.
  await expect.poll(() => path(page)).toBe(opened);
}

/** Opens the sign-in page at `url`, fills it and submits; where it leads is the caller's to check. */
export async function submitSignIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in at `url` as submitSignIn does, then waits up to a minute for the server's answer to it (a
 * press before the page is live is held until it is) and fails with that answer's status if it is
 * not a sign-in; then waits for the page to leave the sign-in. Every journey signs in through the
 * page with it: on a loaded 2-core machine pages stayed on the sign-in past the 10 s a journey waits
 * for what it shows, and said nothing of why; this said 429 (the sign-in's per-address limit, before
 * each browser context had an address of its own: browser.ts `newContext`).
 */
export async function signInAnswered(page: Page, url: string, email: string, password: string) {
  // The sign-in request: its answer is awaited, and whether one was sent at all is reported (one
  // still unanswered after a minute is the server's).
  const isSignIn = (request: Request) =>
    new URL(request.url()).pathname === '/api/auth/login' && request.method() === 'POST';
  const answered = page.waitForResponse((response) => isSignIn(response.request()), { timeout: 60_000 });
  const problems: string[] = [];
  const heard = (problem: string) => problems.push(problem);
  const onError = (error: Error) => heard(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') heard(`console: ${message.text()}`);
  };
  const onRequest = (request: Request) => {
    if (isSignIn(request)) heard('a sign-in was sent');
  };
  const onFailed = (request: Request) => {
    if (isSignIn(request)) heard(`the sign-in failed: ${request.failure()?.errorText}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  let response: Response;
  try {
    await submitSignIn(page, url, email, password);
    response = await answered.catch(async (error: unknown) => {
      // No answer: say whether the press sent anything and what the page was doing, so the failure
      // can be explained.
      throw new Error(
        `Signing in as ${email} had no answer in a minute (${String(error)}); the page: ${JSON.stringify(await pageState(page))}; ${problems.join('; ') || 'no sign-in sent, no errors seen'}`,
      );
    });
  } finally {
    // Off whichever way it ended: the page may go on to another test.
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
  }
  expect(response.status(), `Signing in as ${email} answered`).toBe(200);
  // Not expect.poll: files sign in from beforeAll too, where it may not be called.
  await page.waitForURL((address) => !/login$/.test(address.pathname), { timeout: 10_000 });
}

/**
 * What a sign-in page shows and holds: whether the app took it over, a held press, what was typed
 * (the password's length), the fields it marks invalid with their messages, its alerts.
 */
function pageState(page: Page) {
  // A string: the tests' TypeScript has no DOM types.
  return page
    .evaluate<Record<string, unknown>>(
      `(() => {
        const root = document.getElementById('root');
        return {
          path: location.pathname,
          prerendered: root?.dataset.prerendered ?? null,
          heldSubmit: root?.hasAttribute('data-held-submit') ?? null,
          appScript: document.querySelector('script[type="module"]') !== null,
          address: document.querySelector('input[type="email"]')?.value ?? null,
          passwordLength: document.querySelector('input[type="password"]')?.value.length ?? null,
          invalidFields: [...document.querySelectorAll('[data-invalid]')].map((field) => field.textContent),
          alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
        };
      })()`,
    )
    .catch((error: unknown) => ({ unreadable: String(error) }));
}

// The session cookies of an account's first sign-in in this file, by product and address.
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in at /login and waits for the home page. With `keepSession`, the account's first sign-in in
 * a file goes through the sign-in page and later ones (a fresh browser context each) open the home
 * page with that session's cookies, as a person who signed in before does (about 1.5 s less a
 * sign-in; the sign-in page itself is the accounts journey's). Only for an account the file does not
 * change in between: the cookies hold the user as the first sign-in found it (a guided tour skipped
 * after it shows again).
 */
export async function signInHome(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  { keepSession = false } = {},
) {
  const key = `${baseUrl} ${email}`;
  const kept = keepSession ? sessions.get(key) : undefined;
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(`${baseUrl}/`);
  } else {
    await signInAnswered(page, `${baseUrl}/login`, email, password);
  }
  await expect.poll(() => path(page)).toBe('/');
  if (keepSession && !kept) sessions.set(key, await page.context().cookies(baseUrl));
}
