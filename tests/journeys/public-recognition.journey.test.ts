// Public recognition in a real browser against `npm start` (docs/public-recognition.md): a club
// certified through the certification flow (stepped over the API here; the certification journey
// walks it in the browser) switches its footprint on in the facility profile's "Public profile"
// section; an anonymous visitor, with JavaScript and without, finds it in the directory by name,
// opens its profile and sees the footprint, checks the certificate's code from the PDF on /verify
// typed as a person types it, and fetches the badge as SVG and PNG. Then the product is started
// again with its clock past the certificate's last day: the badge and the verification page say
// expired, and the directory no longer lists the club.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { newContext } from '../support/browser.ts';
import { signIn, uniqueEmail, type SignedIn } from '../support/accounts.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { makeReadyForCertification } from '../support/certification-ready.ts';
import {
  addVerifier,
  api,
  certifyThroughApi,
  pdfText,
  registerPerson,
  PROGRAMME_STAFF,
  startWithProgrammeStaff,
  type ProgrammeProduct,
} from '../support/certification-journey.ts';
import { browserOfWorker, closeContexts, path, signInAnswered, visible } from '../support/journey.ts';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const shots = process.env.JOURNEY_SCREENSHOTS;
const PASSWORD = 'Green fairway 18';
const clubName = `Machair Links ${Date.now().toString(36)}`;

let smtp: SmtpCapture;
let programme: ProgrammeProduct;
let browser: Browser;
let club: FacilityAccount;
let owner: SignedIn;
let certificate: { code: string; validUntil: string; caseId: number };
let slug: string;
const baseUrl = () => programme.product.baseUrl;

// The product as the operator leaves it for the programme, and the set-up.
beforeAll(async () => {
  smtp = await startSmtpCapture();
  programme = await startWithProgrammeStaff(smtp);
  // The worker's Chromium (launching one took 1–2 s of a loaded machine).
  browser = await browserOfWorker();
  club = await createFacilityAccount(
    baseUrl(),
    uniqueEmail('club.owner'),
    async (email) => linkIn(await smtp.waitFor(email), '/complete-registration'),
    clubName,
  );
  owner = await signIn(api(baseUrl()), club.email, club.password);
  const year = await makeReadyForCertification(api(baseUrl()), owner, club.organisationId);
  const staff = await signIn(api(baseUrl()), PROGRAMME_STAFF.email, PROGRAMME_STAFF.password);
  const verifierEmail = uniqueEmail('vera.verifier');
  const verifier = await registerPerson(baseUrl(), smtp, 'Vera', 'Auditor', verifierEmail, PASSWORD);
  const verifierId = await addVerifier(baseUrl(), staff, {
    email: verifierEmail,
    name: 'Vera Auditor',
    company: 'Links Audit Ltd',
    accreditedUntil: `${new Date().getUTCFullYear() + 2}-12-31`,
  });
  const decided = await certifyThroughApi(
    baseUrl(),
    { club: owner, organisationId: club.organisationId, staff, verifier, verifierId },
    year,
  );
  // The address the settings give the club: a badge on its website points here.
  const settings = await api(baseUrl()).GET('/api/organisation/{id}/public-profile', {
    params: { path: { id: club.organisationId } },
    headers: owner.headers,
  });
  slug = new URL(settings.data!.data.url!).pathname.replace('/directory/', '');
  certificate = {
    code: decided.decision!.certificateCode!,
    validUntil: decided.decision!.validUntil!,
    caseId: decided.id,
  };
}, 400_000);

afterAll(async () => {
  await closeContexts(browser);
  await programme?.stop();
  await smtp?.close();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1366, height: 900 }, ...options });
  return context.newPage();
}

/** A full-page screenshot at desktop and phone width, when the run asks for them. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  // From the top: the app's fixed top bar would otherwise be drawn where the page was scrolled to
  // (a page without script may refuse the scroll; it has no such bar).
  await page.evaluate('window.scrollTo(0, 0)').catch(() => undefined);
  await page.screenshot({ path: join(shots, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate('window.scrollTo(0, 0)').catch(() => undefined);
  await page.screenshot({ path: join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The directory searched by the club's name, as a visitor types it into the form. */
async function searchDirectory(page: Page) {
  await page.goto(`${baseUrl()}/directory`);
  await page.getByRole('searchbox', { name: 'Name' }).fill(clubName.split(' ').slice(0, 2).join(' '));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe('Machair Links');
}

/** The certificate code as a person types it from paper: lower case, a space for each dash. */
const typed = (code: string) => code.toLowerCase().replace(/-/g, ' ');

// The second test restarts the product.
describe('public recognition journey', { timeout: 300_000 }, () => {
  it('shows the club, its footprint, its certificate and its badge to anyone, with script and without', async () => {
    // The club switches its footprint on.
    const clubTab = await newPage();
    await signInAnswered(clubTab, `${baseUrl()}/login`, club.email, club.password);
    await expect.poll(() => path(clubTab)).toBe('/');
    await clubTab.goto(`${baseUrl()}/profile/facility`);
    const section = clubTab.getByRole('region', { name: 'Public profile' });
    const footprint = section.getByRole('switch', { name: 'Show our carbon footprint by year' });
    // The switch saves as it is switched, and shows on once the server has it.
    await section.getByText('Show our carbon footprint by year').click();
    await expect.poll(() => footprint.isChecked()).toBe(true);
    await visible(section.getByText('Your public profile has been saved.'));
    await shoot(clubTab, 'club-public-profile');

    // The certificate's code, from the PDF the club downloads.
    const pdf = await api(baseUrl()).GET(
      '/api/organisation/{orgId}/certification/cases/{caseId}/certificate',
      {
        params: { path: { orgId: club.organisationId, caseId: certificate.caseId } },
        headers: owner.headers,
        parseAs: 'arrayBuffer',
      },
    );
    const text = await pdfText(Buffer.from(pdf.data!));
    expect(text).toContain(certificate.code);

    for (const javaScriptEnabled of [true, false]) {
      const visitor = await newPage({ javaScriptEnabled });
      await searchDirectory(visitor);
      await visitor.getByRole('link', { name: clubName }).click();
      await visible(visitor.getByRole('heading', { name: clubName, level: 1 }));
      expect(path(visitor)).toBe(`/directory/${slug}`);
      await visible(visitor.getByRole('heading', { name: 'Carbon footprint by year (t CO2e)' }));
      await visible(visitor.getByText('Certified').first());
      if (javaScriptEnabled) await shoot(visitor, 'visitor-profile');

      await visitor.goto(`${baseUrl()}/verify`);
      await visitor.getByRole('textbox', { name: 'Certificate code' }).fill(typed(certificate.code));
      await visitor.getByRole('button', { name: 'Check' }).click();
      const result = visitor.getByRole('status');
      await visible(result.getByRole('heading', { name: 'Valid certificate' }));
      expect(await result.textContent()).toContain(clubName);
      expect(await result.textContent()).toContain(certificate.code);
      if (javaScriptEnabled) await shoot(visitor, 'visitor-verify');
      await visitor.context().close();
    }

    // The badge, as another website embeds it.
    const svg = await fetch(`${baseUrl()}/badge/${slug}.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const badge = await svg.text();
    expect(badge).toContain('Certified');
    // Without a language asked for, English as the badge writes it: as in the UK, the programme's home.
    const lastDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(certificate.validUntil),
    );
    expect(badge).toContain(`until ${lastDay}`);
    const png = await fetch(`${baseUrl()}/badge/${slug}.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('says expired once the certificate has run out, and the directory no longer lists the club', async () => {
    const days = Math.ceil((Date.parse(certificate.validUntil) - Date.now()) / 86_400_000) + 2;
    await programme.restart({ daysAhead: days });

    const svg = await (await fetch(`${baseUrl()}/badge/${slug}.svg`)).text();
    expect(svg).toContain('Certificate expired');

    const visitor = await newPage({ javaScriptEnabled: false });
    await visitor.goto(`${baseUrl()}/verify`);
    await visitor.getByRole('textbox', { name: 'Certificate code' }).fill(typed(certificate.code));
    await visitor.getByRole('button', { name: 'Check' }).click();
    await visible(visitor.getByRole('status').getByRole('heading', { name: 'Expired certificate' }));
    await shoot(visitor, 'visitor-verify-expired');

    await searchDirectory(visitor);
    await visible(visitor.getByText('Nothing matches your search.'));
    expect(await visitor.getByRole('link', { name: clubName }).count()).toBe(0);
  });
});
