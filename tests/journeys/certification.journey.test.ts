// A certification case in a real browser against `npm start`, three people in three browser
// contexts (docs/certification.md#screens): the club's owner applies on the Certification page;
// programme staff, signed in at /programme, invite a verifier (who registers from the e-mailed
// link) and assign the case; the verifier asks for evidence on a question, the club replies in
// the request's thread with a document it uploads to its library, the verifier records the visit
// and reports one immediate and one continual improvement point; the club closes the immediate
// one with evidence; staff certify. The club's organisation summary then reads certified until the
// date three years on, and the certificate PDF (read with pdftotext) carries the code the page shows.
// The club's answers are set up over the API (certification-ready.ts): answering is the reviews
// journeys' subject, not this one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { validUntil } from '@oncourse/engine';
import { newContext } from '../support/browser.ts';
import { signIn, uniqueEmail } from '../support/accounts.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { makeReadyForCertification, READY_YEAR } from '../support/certification-ready.ts';
import {
  api,
  pdfText,
  PROGRAMME_STAFF,
  startWithProgrammeStaff,
  type ProgrammeProduct,
} from '../support/certification-journey.ts';
import { browserOfWorker, choose, closeContexts, path, signInAnswered, visible } from '../support/journey.ts';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';

const shots = process.env.JOURNEY_SCREENSHOTS;
const PASSWORD = 'Green fairway 18';
const staff = PROGRAMME_STAFF;
const verifier = { firstName: 'Vera', lastName: 'Auditor', email: uniqueEmail('vera.verifier') };
const clubName = `Heather Links ${Date.now().toString(36)}`;

let smtp: SmtpCapture;
let programme: ProgrammeProduct;
let browser: Browser;
let club: FacilityAccount;
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
  const owner = await signIn(api(baseUrl()), club.email, club.password);
  await makeReadyForCertification(api(baseUrl()), owner, club.organisationId);
}, 400_000);

afterAll(async () => {
  await closeContexts(browser);
  await programme?.stop();
  await smtp?.close();
});

async function newPage(): Promise<Page> {
  const context = await newContext(browser, {
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** A full-page screenshot at desktop and phone width, when the run asks for them. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  // From the top: the fixed top bar would otherwise be drawn where the page was scrolled to.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(shots, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The club's Certification page, opened again as a person does after someone else acted. */
async function clubPage(page: Page) {
  await page.goto(`${baseUrl()}/certification`);
  await visible(page.getByRole('heading', { name: 'Certification', level: 1 }));
}

// Three people's steps in turn, each page waiting for the server as a person does.
describe('certification journey', { timeout: 600_000 }, () => {
  it('takes a facility from its application to a certificate anyone can check', async () => {
    // The club applies for the year it completed.
    const clubTab = await newPage();
    await signInAnswered(clubTab, `${baseUrl()}/login`, club.email, club.password);
    await expect.poll(() => path(clubTab)).toBe('/');
    await clubPage(clubTab);
    // The newest complete year is offered first.
    const year = clubTab.getByRole('combobox', { name: /Annual data year/ });
    expect(await year.locator('option:checked').textContent()).toBe(String(READY_YEAR));
    await clubTab.getByRole('button', { name: 'Apply for certification' }).click();
    await visible(clubTab.getByText('The programme is checking that the application is complete.'));
    await shoot(clubTab, 'club-applied');

    // Staff find it in the queue and invite a verifier, who registers from the e-mailed link.
    const staffTab = await newPage();
    await signInAnswered(staffTab, `${baseUrl()}/login`, staff.email, staff.password);
    await expect.poll(() => path(staffTab)).toMatch(/^\/programme/);
    await staffTab.getByRole('link', { name: 'Verifiers' }).click();
    await staffTab.getByLabel('E-mail address').fill(verifier.email);
    await staffTab.getByLabel('Name', { exact: true }).fill(`${verifier.firstName} ${verifier.lastName}`);
    await staffTab.getByLabel('Company').fill('Links Audit Ltd');
    await staffTab.getByLabel(/^Countries/).fill('GB');
    await staffTab.getByLabel(/^Languages/).fill('en');
    await staffTab.getByLabel('Accredited until').fill(`${new Date().getUTCFullYear() + 2}-12-31`);
    const invitedSince = smtp.messages.length;
    await staffTab.getByRole('button', { name: 'Send the invitation' }).click();
    await visible(staffTab.getByText('The invitation has been sent.'));

    const verifierTab = await newPage();
    const invitation = linkIn(
      await smtp.waitFor(verifier.email, { since: invitedSince }),
      '/registration-page',
    );
    await verifierTab.goto(`${baseUrl()}${invitation.pathname}${invitation.search}`);
    await verifierTab.getByLabel('First name').fill(verifier.firstName);
    await verifierTab.getByLabel('Last name').fill(verifier.lastName);
    expect(await verifierTab.getByLabel('E-mail address').inputValue()).toBe(verifier.email);
    await verifierTab.getByLabel('Your role').selectOption({ index: 1 });
    await verifierTab.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await verifierTab.getByRole('button', { name: 'Register' }).click();
    // The invitation proved the address: the password is next, with no second mail.
    await expect.poll(() => path(verifierTab)).toBe('/complete-registration');
    await verifierTab.getByLabel(/^New password/).fill(PASSWORD);
    await verifierTab.getByLabel('Retype new password').fill(PASSWORD);
    await verifierTab.getByRole('button', { name: 'Complete registration' }).click();
    await expect.poll(() => path(verifierTab)).not.toBe('/complete-registration');

    // Staff assign the case from the queue.
    await staffTab.getByRole('link', { name: 'Queue' }).click();
    await staffTab.getByRole('link', { name: clubName }).click();
    await visible(staffTab.getByRole('heading', { name: 'Assign a verifier' }));
    await staffTab
      .getByRole('combobox', { name: 'Verifier' })
      .selectOption({ label: `${verifier.firstName} ${verifier.lastName}, Links Audit Ltd (GB)` });
    await shoot(staffTab, 'staff-case-assign');
    await staffTab.getByRole('button', { name: 'Assign', exact: true }).click();
    await visible(staffTab.getByRole('heading', { name: 'Assign another verifier' }));

    // The verifier, signed in by choosing the password, opens the case and asks for evidence on a question.
    await verifierTab.goto(`${baseUrl()}/programme/my-cases`);
    await expect.poll(() => path(verifierTab)).toBe('/programme/my-cases');
    await verifierTab.getByRole('link', { name: clubName }).click();
    await visible(verifierTab.getByRole('heading', { name: 'Answers as submitted' }));
    await verifierTab
      .getByRole('button', { name: /^Ask the club/ })
      .first()
      .click();
    await verifierTab.getByLabel('Your request').fill('Please attach the ecological survey report.');
    await verifierTab.getByRole('button', { name: 'Send the request' }).click();
    await visible(verifierTab.getByText('Please attach the ecological survey report.'));
    await shoot(verifierTab, 'verifier-request');

    // The club uploads the survey to its library and replies with it.
    await clubPage(clubTab);
    await visible(clubTab.getByText('Please attach the ecological survey report.'));
    await clubTab.getByRole('link', { name: 'Open the document library' }).first().click();
    await clubTab.getByRole('button', { name: 'Upload document' }).click();
    const dialog = clubTab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Ecological survey 2024');
    await dialog.getByLabel('Description').fill('Whole-site survey by the county ecologist');
    await choose(clubTab, 'Storage location', 'Habitat/Biodiversity');
    const chooser = clubTab.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'ecological-survey.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await clubPage(clubTab);
    const requests = clubTab.getByRole('region', { name: 'Requests from the verifier' });
    await requests.getByLabel('Your reply').fill('The survey of May 2024 is attached.');
    await requests
      .getByRole('combobox', { name: /Document from your library/ })
      .selectOption({ label: 'Ecological survey 2024' });
    await requests.getByRole('button', { name: 'Send reply' }).click();
    await visible(requests.getByText('Document: Ecological survey 2024'));
    // The form is empty again for another reply, and does not call the emptied text missing.
    expect(await requests.getByLabel('Your reply').inputValue()).toBe('');
    expect(await requests.getByText('This field is required').count()).toBe(0);
    await shoot(clubTab, 'club-replied');

    // The verifier reads the reply, records the visit and reports two points.
    await verifierTab.reload();
    await visible(verifierTab.getByText('The survey of May 2024 is attached.'));
    await verifierTab.getByLabel('Date of the visit').fill(new Date().toISOString().slice(0, 10));
    await verifierTab.getByRole('button', { name: 'Record the visit' }).click();
    await visible(verifierTab.getByText(/^Visit on site on /));
    await verifierTab.getByRole('button', { name: 'Add a finding' }).click();
    const first = verifierTab.getByRole('group', { name: 'Finding 1' });
    await first.getByLabel('Kind of point').selectOption({ label: 'Immediate improvement point' });
    await first.getByLabel('What you found').fill('Bund the fuel store.');
    await verifierTab.getByRole('button', { name: 'Add a finding' }).click();
    const second = verifierTab.getByRole('group', { name: 'Finding 2' });
    await second.getByLabel('Kind of point').selectOption({ label: 'Continual improvement point' });
    await second.getByLabel('What you found').fill('Meter every irrigation well.');
    const due = `${new Date().getUTCFullYear() + 1}-06-30`;
    await second.getByLabel('Due date').fill(due);
    await verifierTab.getByRole('radio', { name: 'Certify', exact: true }).check();
    await shoot(verifierTab, 'verifier-report');
    await verifierTab.getByRole('button', { name: 'Send the report' }).click();
    await visible(verifierTab.getByText('Report sent. Your recommendation: Certify.'));

    // The club closes the immediate point with evidence.
    await clubPage(clubTab);
    const findings = clubTab.getByRole('region', { name: 'Improvement points' });
    await visible(findings.getByText('Bund the fuel store.'));
    // Each point has its own form: its label names its own field.
    const ids = await findings.getByRole('textbox').evaluateAll((fields) => fields.map((field) => field.id));
    expect(new Set(ids).size).toBe(2);
    const immediate = findings.getByRole('listitem').filter({ hasText: 'Bund the fuel store.' });
    await immediate.getByLabel('What was done').fill('The store was bunded in March.');
    await immediate
      .getByRole('combobox', { name: /Evidence from your library/ })
      .selectOption({ label: 'Ecological survey 2024' });
    await immediate.getByRole('button', { name: 'Close the point' }).click();
    await visible(findings.getByText('The store was bunded in March.'));
    await shoot(clubTab, 'club-closed-point');

    // Staff certify.
    await staffTab.reload();
    await visible(staffTab.getByRole('heading', { name: 'Decide' }));
    await staffTab.getByRole('button', { name: 'Certify', exact: true }).click();
    await visible(staffTab.getByText(/valid until/).first());
    await shoot(staffTab, 'staff-certified');

    // The club's page shows the certificate and its code; the PDF carries the same code.
    const until = validUntil(new Date().toISOString().slice(0, 10));
    await clubPage(clubTab);
    const code = (await clubTab.getByTestId('certificate-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await shoot(clubTab, 'club-certified');
    const download = clubTab.waitForEvent('download');
    await clubTab.getByRole('button', { name: 'Download the certificate (PDF)' }).click();
    const pdf = await readFile((await (await download).path())!);
    const text = await pdfText(pdf);
    expect(text).toContain(code);
    expect(text).toContain(clubName);

    // The dashboard and the organisation summary read certified until the date three years on.
    const lastDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(until),
    );
    await clubTab.goto(`${baseUrl()}/`);
    // The owner's first visit to the dashboard starts the guided tour; they skip it.
    const tour = clubTab.getByRole('dialog');
    await visible(tour);
    await clubTab.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });
    await shoot(clubTab, 'club-dashboard-certified');
    await clubTab.getByRole('link', { name: `Certified until ${lastDay}` }).click();
    await expect.poll(() => path(clubTab)).toBe('/certification');
    const owner = await signIn(api(baseUrl()), club.email, club.password);
    const summaries = await api(baseUrl()).GET('/api/app-user/{id}/organisation', {
      params: { path: { id: owner.id } },
      headers: owner.headers,
    });
    expect(summaries.data?.data.find((entry) => entry.organisation_id === club.organisationId)).toMatchObject(
      {
        certified: true,
        certified_until: until,
      },
    );
  });
});
