// The programme console in a real browser against `npm start` (docs/programme-console.md): staff
// schedule a banner a club user sees and dismisses, publish a notice in English and German that
// raises the club's helpdesk badge, approve a request to join (the person lands on the facility's
// dashboard as a member) and reply to a helpdesk message (the reply arrives by e-mail); publish an
// improvement page in German that a German club user reads in German, read a figure of the
// programme, and invite a federation that sees only the facilities of its country that share with it.
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { Browser, Page } from 'playwright-core';
import type { paths } from '@oncourse/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext } from '../support/browser.ts';
import {
  createFacility,
  facilityBody,
  PASSWORD,
  registerAccount,
  type SignedIn,
} from '../support/accounts.ts';
import {
  PROGRAMME_STAFF,
  startWithProgrammeStaff,
  type ProgrammeProduct,
} from '../support/certification-journey.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { browserOfWorker, closeContexts, path, signInAnswered, visible } from '../support/journey.ts';
import type { RunningProduct } from '../support/npm-start.ts';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const stamp = Date.now().toString(36);
const JOINER_EMAIL = `joiner.${stamp}@example.test`;
const FACILITY = `Console Links ${stamp}`;
const GERMAN_EMAIL = `heide.${stamp}@example.test`;
const FEDERATION_EMAIL = `federation.${stamp}@example.test`;

/** The German greenkeeper's facilities: two in Germany (one shares with its federation), one in Austria. */
const GERMAN_FACILITIES = [
  { title: `Golfclub Heidesee ${stamp}`, country: 'DE', shares: true },
  { title: `Golfpark Moorwiese ${stamp}`, country: 'DE', shares: false },
  { title: `Golfclub Alpenblick ${stamp}`, country: 'AT', shares: true },
] as const;

/** The improvement page staff translate: an item of the fixtures' recognition section. */
const sections = JSON.parse(
  readFileSync(new URL('../../fixtures/content/sections.json', import.meta.url), 'utf8'),
) as { slug: string; items: { slug: string; title: string }[] }[];
const IMPROVEMENT = sections
  .find((section) => section.slug === 'recognition')!
  .items.find((item) => item.slug === 'share-your-story')!;

let smtp: SmtpCapture;
let programme: ProgrammeProduct;
let product: RunningProduct;
let browser: Browser;
let owner: FacilityAccount;
let joiner: SignedIn;
let german: SignedIn;

const mailLink = (email: string) => async () =>
  linkIn(await smtp.waitFor(email, { timeoutMs: 30_000 }), '/complete-registration');

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The first staff account is made on the server while it is stopped (docs/certification.md#access).
  programme = await startWithProgrammeStaff(smtp);
  product = programme.product;
  // The worker's Chromium (launching one took 1–2 s of a loaded machine).
  browser = await browserOfWorker();
  const api = createClient<paths>({ baseUrl: product.baseUrl });
  owner = await createFacilityAccount(
    product.baseUrl,
    `owner.${stamp}@example.test`,
    (email) => mailLink(email)(),
    FACILITY,
  );
  joiner = await registerAccount(
    api,
    { firstName: 'Jamie', lastName: 'Joiner', email: JOINER_EMAIL },
    mailLink(JOINER_EMAIL),
  );
  // A greenkeeper who reads the product in German, with facilities in two countries; the profile's
  // language and the federation switch are saved as the settings tab and the profile save them.
  german = await registerAccount(
    api,
    { firstName: 'Heide', lastName: 'Grün', email: GERMAN_EMAIL },
    mailLink(GERMAN_EMAIL),
  );
  const countries = (await api.GET('/api/country/countries')).data?.data ?? [];
  for (const facility of GERMAN_FACILITIES) {
    const country = countries.find((candidate) => candidate.code === facility.country)!;
    const id = await createFacility(
      api,
      german,
      facilityBody({ title: facility.title, country_id: country.id, city: 'Lüneburg' }),
    );
    const shared = await api.PUT('/api/organisation/{orgId}/federation-sharing', {
      params: { path: { orgId: id } },
      headers: german.headers,
      body: { shareWithFederation: facility.shares },
    });
    if (!shared.response.ok) throw new Error(`Sharing answered ${shared.response.status}`);
  }
  const deutsch = await api.PATCH('/api/app-user/{id}', {
    params: { path: { id: german.id } },
    headers: german.headers,
    body: { language: 'de' },
  });
  if (!deutsch.response.ok) throw new Error(`Choosing German answered ${deutsch.response.status}`);
}, 600_000);

afterAll(async () => {
  await closeContexts(browser);
  await programme?.stop();
  await smtp?.close();
});

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAnswered(page, `${product.baseUrl}/login`, email, password);
  await expect.poll(() => path(page)).not.toBe('/login');
  return page;
}

// Each person signs in once for the file: a sign-in per test ran into the sign-in rate limit of
// the one address the journey's browser comes from (docs/security-operations.md#rate-limits).
let staffSession: Promise<Page> | undefined;
let ownerSession: Promise<Page> | undefined;
const staffPage = () => (staffSession ??= signedIn(PROGRAMME_STAFF.email, PROGRAMME_STAFF.password));
const ownerPage = () => (ownerSession ??= signedIn(owner.email, owner.password));
let germanSession: Promise<Page> | undefined;
const germanPage = () => (germanSession ??= signedIn(GERMAN_EMAIL, PASSWORD));

/** The unread count the club's top bar shows beside the helpdesk, 0 without a badge. */
async function badge(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /^Helpdesk(, \d+ unread)?$/ }).first();
  await visible(link);
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

describe('programme console journey', () => {
  it('schedules a banner that a club user sees and dismisses', async () => {
    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/maintenance`);
    await staff.getByLabel('Start date').fill('2099-12-12');
    await staff.getByLabel('Start time (GMT)').fill('06:00');
    await staff.getByLabel('Duration').fill('3');
    await staff.getByLabel('Units').selectOption('hours');
    await staff.getByRole('button', { name: 'Schedule the banner' }).click();
    await visible(staff.getByText('The banner is scheduled: users see it now.'));

    const club = await ownerPage();
    const banner = club.getByText(/unavailable from 12 December 2099 at 06:00 GMT for about 3 hours/);
    await visible(banner);
    await club.getByRole('button', { name: 'Dismiss maintenance notice' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await club.reload();
    await visible(club.getByRole('navigation').first());
    expect(await banner.count()).toBe(0);
  });

  it('publishes a notice in English and German that raises the club user’s badge', async () => {
    const club = await ownerPage();
    const before = await badge(club);

    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/notices`);
    await staff.getByRole('button', { name: 'Write a notice' }).click();
    await staff.getByLabel('Title (English)').fill(`Water guidance ${stamp}`);
    await staff.getByLabel('Text (English)').fill('The water section has new examples.');
    await staff.getByRole('button', { name: /^Deutsch/ }).click();
    await staff.getByLabel('Title (Deutsch)').fill(`Hinweise zum Wasser ${stamp}`);
    await staff.getByRole('button', { name: 'Save the draft' }).click();
    await visible(staff.getByText('The draft has been saved. Publish it when it is ready.'));
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await staff.getByRole('form', { name: 'Audience' }).getByRole('button', { name: 'Publish' }).click();
    await visible(staff.getByText(/The notice is published/));

    await club.reload();
    await expect.poll(() => badge(club)).toBe(before + 1);
    await club.goto(`${product.baseUrl}/helpdesk`);
    await visible(club.getByText(`Water guidance ${stamp}`));
  });

  it('approves a request to join: the person lands on the facility’s dashboard as a member', async () => {
    const api = createClient<paths>({ baseUrl: product.baseUrl });
    const countries = (await api.GET('/api/country/countries')).data?.data ?? [];
    const uk = countries.find((country) => country.title === 'United Kingdom')!;
    const asked = await api.POST('/api/organisation/join-request', {
      headers: joiner.headers,
      body: { organisation_name: FACILITY, country_id: uk.id, message: 'I am the new greenkeeper.' },
    });
    expect(asked.response.status).toBe(200);

    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/join-requests`);
    const card = staff.getByRole('listitem').filter({ hasText: 'I am the new greenkeeper.' });
    await visible(card.getByText(`On OnCourse as ${FACILITY}`));
    await card.getByLabel('Access type').selectOption('USER');
    await card.getByRole('button', { name: 'Approve' }).click();
    // The request leaves the pending list; its confirmation stays above the list.
    await visible(staff.getByText('Jamie Joiner has joined and been told by e-mail.'));
    await expect.poll(() => card.count()).toBe(0);

    const member = await signedIn(JOINER_EMAIL, 'Green fairway 18');
    await expect.poll(() => path(member)).toBe('/');
    await visible(member.getByText(FACILITY));
  });

  it('replies to a helpdesk message: the reply arrives by e-mail', async () => {
    const api = createClient<paths>({ baseUrl: product.baseUrl });
    const login = await api.POST('/api/auth/login', {
      body: { email_address: owner.email, password: owner.password },
    });
    const token = login.data!.data.accessToken;
    const sent = await api.POST('/api/app-user/contact-helpdesk/{id}', {
      params: { path: { id: owner.userId } },
      headers: { authorization: `Bearer ${token}` },
      body: { reason: 'HELP_ONCOURSE', message: `How do I add a second course? ${stamp}` },
    });
    expect(sent.response.status).toBe(200);

    const since = smtp.messages.length;
    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/helpdesk?answered=false`);
    const card = staff.getByRole('listitem').filter({ hasText: `How do I add a second course? ${stamp}` });
    await card
      .getByLabel('Your reply')
      .fill('Open the facility profile, Facility details, and choose Add course.');
    await card.getByRole('button', { name: 'Send the reply' }).click();
    // Answered, the message leaves the Unanswered view; the page says the reply went.
    await visible(staff.getByText('The reply has been sent.'));

    const mail = await smtp.waitFor(owner.email, { since, timeoutMs: 60_000 });
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('choose Add course');
  });

  it('publishes an improvement page in German that a German club user reads in German', async () => {
    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/content`);
    await staff.getByRole('link', { name: IMPROVEMENT.title, exact: true }).click();
    await staff.getByLabel('Language to edit').selectOption({ label: 'Deutsch' });
    const form = staff.getByRole('form', { name: 'Wording in Deutsch' });
    await form.getByLabel('Title', { exact: true }).fill(`Erzählen Sie von Ihrem Einsatz ${stamp}`);
    const text = form.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await text.press('ControlOrMeta+a');
    // Put in at once over the selection, as a paste does (typed key by key it took 1–2 s).
    await staff.keyboard.insertText(
      'Berichten Sie Mitgliedern und der Presse, was Ihre Anlage für die Natur tut.',
    );
    await form.getByRole('button', { name: 'Save draft' }).click();
    await visible(staff.getByText('Draft saved. Clubs see it once it is published.'));
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await visible(staff.getByText('Published. Clubs read it now.'));
    const where = await staff.getByRole('link', { name: 'Where clubs read it' }).getAttribute('href');

    const club = await germanPage();
    await club.goto(`${product.baseUrl}${where}`);
    await visible(club.getByRole('heading', { name: `Erzählen Sie von Ihrem Einsatz ${stamp}` }));
    await visible(
      club.getByText('Berichten Sie Mitgliedern und der Presse, was Ihre Anlage für die Natur tut.'),
    );
    expect(await club.locator('html').getAttribute('lang')).toBe('de');
  });

  it('reads a figure of the programme: the facilities of a country', async () => {
    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/figures`);
    const table = staff.getByTestId('figures-organisations');
    const germany = table.getByRole('row').filter({ has: staff.getByRole('cell', { name: 'Germany' }) });
    const made = GERMAN_FACILITIES.filter((facility) => facility.country === 'DE').length;
    await visible(germany);
    expect(await germany.locator('td[data-label="Facilities"]').textContent()).toBe(String(made));
  });

  it('invites a federation that sees only the sharing facilities of its country', async () => {
    const staff = await staffPage();
    await staff.goto(`${product.baseUrl}/programme/federations`);
    await staff.getByLabel('E-mail address').fill(FEDERATION_EMAIL);
    await staff.getByLabel(/^Countries/).fill('DE');
    const invitedSince = smtp.messages.length;
    await staff.getByRole('button', { name: 'Send the invitation' }).click();
    await visible(staff.getByText('The invitation has been sent.'));

    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const federation = await context.newPage();
    const invitation = linkIn(
      await smtp.waitFor(FEDERATION_EMAIL, { since: invitedSince, timeoutMs: 30_000 }),
      '/registration-page',
    );
    await federation.goto(`${product.baseUrl}${invitation.pathname}${invitation.search}`);
    await federation.getByLabel('First name').fill('Frieda');
    await federation.getByLabel('Last name').fill('Verband');
    await federation.getByLabel('Your role').selectOption({ index: 1 });
    await federation.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await federation.getByRole('button', { name: 'Register' }).click();
    // The invitation proved the address: the password is next, with no second mail.
    await expect.poll(() => path(federation)).toBe('/complete-registration');
    await federation.getByLabel(/^New password/).fill(PASSWORD);
    await federation.getByLabel('Retype new password').fill(PASSWORD);
    await federation.getByRole('button', { name: 'Complete registration' }).click();
    // Choosing the password signs the person in (docs/registration.md); the programme area opens at
    // the federation's own part.
    await expect
      .poll(() => path(federation))
      .not.toMatch(/^\/(complete-registration|registration-completed|login)/);
    await federation.goto(`${product.baseUrl}/programme`);
    await expect.poll(() => path(federation)).toBe('/programme/federation/figures');
    await federation.getByRole('link', { name: 'Facilities', exact: true }).click();
    await visible(federation.getByRole('heading', { name: 'Facilities', exact: true }));
    const listed = federation.getByRole('table').getByRole('link');
    await expect
      .poll(() => listed.allTextContents())
      .toEqual(
        GERMAN_FACILITIES.filter((facility) => facility.country === 'DE' && facility.shares).map(
          (facility) => facility.title,
        ),
      );
  });
});
