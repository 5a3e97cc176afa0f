// The signed-in home in a real browser against `npm start`: a new user registers and creates a
// facility with a logo, lands on a green dashboard with tiles and the tour; a tournament member
// sees the blue theme without a Settings tab; a member of two organisations switches; a helpdesk
// message reaches the provider's inbox; and the error page returns to / when the server is back.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { Schemas, paths } from '@oncourse/openapi';
import type { Page } from 'playwright-core';
import { createFacility, facilityBody, registerAccount, type SignedIn } from '../support/accounts.ts';
import { newDataDir } from '../support/data-folder.ts';
import {
  choose,
  fillCreateFacility,
  path,
  PROVIDER_INBOX,
  signInAnswered,
  useJourney,
  visible,
} from '../support/journey.ts';
import { startProduct, type RunningProduct } from '../support/npm-start.ts';
import { linkIn } from '../support/smtp-capture.ts';

const PASSWORD = 'fairway2green';
const LOGO = fileURLToPath(new URL('../../fixtures/content/images/action-plan.jpg', import.meta.url));
const FACILITY_GREEN = 'rgb(76, 164, 113)';
const TOURNAMENT_BLUE = 'rgb(16, 119, 198)';

const journey = useJourney();
const newPage = (width = 1280) => journey.newPage({ viewport: { width, height: 900 } });

/** The theme's primary colour as the page paints it (the top bar's top border; the first header). */
const primaryColour = (page: Page) =>
  page.evaluate<string>("getComputedStyle(document.querySelector('header')).borderTopColor");

/** The logo in the dashboard's card of the organisation (the region its name heads). */
const organisationLogo = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).locator('img').first();

/** Registers through the API, opens the e-mailed link's token, sets the password and signs in. */
async function registeredAccount(base: string, role: Schemas['JobRole']): Promise<SignedIn> {
  const email = `${role.replace(/\W/g, '')}.${Date.now()}@example.org`;
  const since = journey.smtp.messages.length;
  return registerAccount(
    createClient<paths>({ baseUrl: base }),
    { firstName: 'Ailsa', lastName: 'Craig', email, status: role },
    async () => linkIn(await journey.smtp.waitFor(email, { since }), '/complete-registration'),
    PASSWORD,
  );
}

async function createOrganisation(
  base: string,
  account: SignedIn,
  type: 'FACILITY' | 'TOURNAMENT',
  title: string,
) {
  return createFacility(
    createClient<paths>({ baseUrl: base }),
    account,
    facilityBody({
      organisation_type: type,
      title,
      address_1: '1 Links Road',
      city: 'St Andrews',
      post_zip_code: 'KY16 9XL',
      country_id: 1,
      phone_number: '+44 1334 000',
      email_address: `${title.replace(/\W/g, '').toLowerCase()}@example.org`,
    }),
  );
}

/** A new account's first dashboard opens the tour: skip it (it is the first test's subject). */
async function skipTour(page: Page) {
  await page.getByRole('dialog', { name: 'Your menu' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

async function signIn(page: Page, base: string, email: string, signInPath = '/login') {
  await signInAnswered(page, `${base}${signInPath}`, email, PASSWORD);
}

describe('shell journey', () => {
  it('registers, creates a facility with a logo and lands on a green dashboard with tiles and the tour', async () => {
    const page = await newPage();
    const email = `greenkeeper.${Date.now()}@example.org`;
    const facility = `Heather Links ${Date.now()}`;

    await page.goto(`${journey.product.baseUrl}/registration-page`);
    await page.getByLabel('First name').fill('Morag');
    await page.getByLabel('Last name').fill('Fairlie');
    await page.getByLabel('E-mail address').fill(email);
    await choose(page, 'Your role', 'Course Management');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => path(page)).toBe('/registration-link-sent');
    const link = linkIn(await journey.smtp.waitFor(email), '/complete-registration');
    await page.goto(`${journey.product.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel('Retype new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Complete registration' }).click();
    // Choosing the password signs the person in (docs/registration.md); a new user has nothing yet:
    // getting started leads to the create form.
    await expect
      .poll(() => path(page))
      .not.toMatch(/^\/(complete-registration|registration-completed|login)/);
    await fillCreateFacility(page, facility, `office.${Date.now()}@heather.example`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Check your facility' });
    await visible(preview.getByText(facility));
    await preview.getByRole('button', { name: 'Create facility' }).click();
    // Straight to the green dashboard as a member, with tiles, and the tour that starts by itself.
    await expect.poll(() => path(page)).toBe('/');
    await visible(page.getByRole('dialog', { name: 'Your menu' }));
    expect(await primaryColour(page)).toBe(FACILITY_GREEN);
    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('dialog', { name: 'Reviews' }));
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('region', { name: 'Where to start' }).getByRole('link').count())
      .toBeGreaterThan(0);
    // The menu is a member's at once: nothing left to create or join.
    await expect.poll(() => page.getByRole('link', { name: 'Create facility' }).count()).toBe(0);

    // The logo, offered on the dashboard: choose, crop, upload; the organisation card shows it at once.
    await visible(page.getByRole('heading', { name: `${facility} has been created` }));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose logo' }).click();
    await (await chooser).setFiles(LOGO);
    await page.getByRole('dialog', { name: 'Crop your logo' }).getByRole('button', { name: /Save/ }).click();
    await expect.poll(() => organisationLogo(page, facility).getAttribute('src')).toMatch(/^blob:/);

    // Skipped means remembered: a reload does not start it again. The dashboard asks for its
    // insights once, however often it renders again while its images arrive.
    const insightCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/insights/')) insightCalls.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await visible(page.getByRole('heading', { name: facility }));
    await visible(page.getByRole('link', { name: /ready for certification/ }));
    // Once the logo shows, the dashboard's images have arrived and the renders they cause happened.
    await expect.poll(() => organisationLogo(page, facility).getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(insightCalls.map((call) => call.split('/').pop()).sort()).toEqual([
      'benchmarks',
      'footprint',
      'footprints',
      'readiness',
      'targets',
    ]);
    await page.context().close();
  });

  it('shows a tournament member the blue theme and no Settings tab', async () => {
    const account = await registeredAccount(journey.product.baseUrl, 'tournament director');
    await createOrganisation(journey.product.baseUrl, account, 'TOURNAMENT', `Coastal Open ${Date.now()}`);
    const page = await newPage();
    await signIn(page, journey.product.baseUrl, account.email, '/tournaments/login');
    await skipTour(page);
    await visible(page.getByRole('heading', { name: /^Coastal Open/ }));
    expect(await primaryColour(page)).toBe(TOURNAMENT_BLUE);
    // Its reviews are its own: nature, resources and community of a tournament, in its words.
    await page.goto(`${journey.product.baseUrl}/review/best-practice`);
    await visible(page.getByRole('link', { name: 'Site protection' }));
    await visible(page.getByRole('link', { name: 'Planning and communications' }));
    await page.getByRole('link', { name: 'Site protection' }).click();
    await visible(page.getByText('Is the host course GEO Certified, or working towards it?'));
    await page.goto(`${journey.product.baseUrl}/user-profile`);
    await visible(page.getByRole('tab', { name: 'General information' }));
    expect(await page.getByRole('tab', { name: 'Settings' }).count()).toBe(0);
    await page.context().close();
  });

  it('lets a member of two organisations switch, and the theme follows', async () => {
    const account = await registeredAccount(journey.product.baseUrl, 'management');
    const stamp = Date.now();
    await createOrganisation(journey.product.baseUrl, account, 'FACILITY', `Aa Links ${stamp}`);
    await createOrganisation(journey.product.baseUrl, account, 'TOURNAMENT', `Zz Masters ${stamp}`);
    const page = await newPage();
    await signIn(page, journey.product.baseUrl, account.email);
    await skipTour(page);
    await page.getByRole('link', { name: /Switch (club|tournament)/ }).click();
    await expect.poll(() => path(page)).toBe('/user-profile');
    const current = (await page.getByTestId('current-organisation').textContent()) ?? '';
    const other = current.startsWith('Aa') ? `Zz Masters ${stamp}` : `Aa Links ${stamp}`;
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: new RegExp(other) })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Switch' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await expect.poll(() => page.getByTestId('current-organisation').textContent()).toBe(other);
    await expect
      .poll(() => primaryColour(page))
      .toBe(other.startsWith('Zz') ? TOURNAMENT_BLUE : FACILITY_GREEN);
    await page.context().close();
  });

  it("sends a helpdesk message to the provider's inbox", async () => {
    const account = await registeredAccount(journey.product.baseUrl, 'management');
    await createOrganisation(journey.product.baseUrl, account, 'FACILITY', `Helpdesk Links ${Date.now()}`);
    const page = await newPage(390);
    await signIn(page, journey.product.baseUrl, account.email);
    await skipTour(page);
    await page.getByRole('link', { name: /^Helpdesk/ }).click();
    await expect.poll(() => path(page)).toBe('/helpdesk');
    await page.getByRole('button', { name: /Contact us/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Help with OnCourse').click();
    await dialog.getByLabel(/Message/).fill('Our irrigation figures look doubled since March.');
    const since = journey.smtp.messages.length;
    await dialog.getByRole('button', { name: /Send/ }).click();
    const mail = await journey.smtp.waitFor(PROVIDER_INBOX, { since });
    expect(mail.raw).toContain('irrigation figures');
    expect(mail.raw).toContain(account.email);
    await page.context().close();
  });
});

describe('error page journey', () => {
  it('shows the error page while the server is down and returns to / when it is back', async () => {
    // The same data folder and port across a restart, so the session and the page survive it.
    const dataDir = await newDataDir('oncourse-restart-');
    const first = await startProduct({ SMTP_URL: journey.smtp.url }, { dataDir });
    const port = Number(new URL(first.baseUrl).port);
    let second: RunningProduct | undefined;
    let firstStopped = false;
    try {
      const account = await registeredAccount(first.baseUrl, 'management');
      await createOrganisation(first.baseUrl, account, 'FACILITY', `Restart Links ${Date.now()}`);
      const page = await newPage();
      await signIn(page, first.baseUrl, account.email);
      await skipTour(page);
      await visible(page.getByRole('heading', { name: /^Restart Links/ }));

      // A page opened while the server answers: its code and its answers are kept on the device.
      await menuLink(page, 'Reports').click();
      await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
      await menuLink(page, 'Main dashboard').click();
      await visible(page.getByRole('heading', { name: /^Restart Links/ }));

      await first.stop();
      firstStopped = true;
      // The browser's kept-alive connections may still reach the server while it drains.
      await expect
        .poll(() =>
          page.evaluate<boolean>(
            "fetch('/api/healthcheck', { cache: 'no-store' }).then((r) => r.ok, () => false)",
          ),
        )
        .toBe(false);
      // A page seen before opens from what the device kept and says so, without the error page
      // (docs/offline.md#what-is-kept).
      await menuLink(page, 'Reports').click();
      await visible(page.getByText(/^Offline: showing what was saved on this device at \d\d:\d\d\.$/));
      expect(path(page)).toBe('/section/oncourse-reports');
      // A page the device holds nothing for finds the server down: the error page says so. A
      // preload on hover or focus may find it first and take the menu away; the poll asserts.
      await menuLink(page, 'Document library')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/error');
      await visible(page.getByRole('heading', { name: "We'll be back." }));

      second = await startProduct({ SMTP_URL: journey.smtp.url }, { dataDir, port });
      await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/');
      await visible(page.getByRole('heading', { name: /^Restart Links/ }));
      await page.context().close();
    } finally {
      await second?.stop();
      if (!firstStopped) await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
