// The installable app without a network (docs/offline.md): a signed-in user opens an annual-data
// section, goes offline and reloads it from the device with the offline line; saves one answer for
// later and two as complete and adds a note, all into the outbox; closes the page and opens a new
// one, still offline, where they wait and the waiting note is corrected; a colleague changes one of
// the answers meanwhile; back online the outbox is sent, the conflicting answer asks the merge
// question, and the server holds every answer and the corrected note once. Lighthouse's installability basics are checked on the way (the manifest's
// fields, a service worker that controls the page), a page that needs the server says so, and a
// section never opened opens offline from the copy the app keeps in the background.
import createClient from 'openapi-fetch';
import type { paths, Schemas } from '@oncourse/openapi';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFacilityAccount } from '../support/facility-account.ts';
import { addYear, path, signInAnswered, signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
const year = new Date().getUTCFullYear() - 1;

const ROUNDS = 'Rounds played';
const MEMBERS = 'Number of playing members';
const DISTANCE = 'Average return distance a visitor travels to play';
const STAFF = 'Staff commuting to the facility';
const STORE = 'Are plant protection products stored in a locked, bunded and ventilated store?';
const IDS = { members: '15039', distance: '15056', staff: '15062' };

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/**
 * Waits until a service worker controls the page: now, or at its `controllerchange` event. A
 * function, not a string: the product's CSP refuses eval (the tests' TypeScript has no DOM).
 */
async function controlledByWorker(page: Page) {
  type Container = {
    controller: unknown;
    addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
  };
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const worker = (globalThis as unknown as { navigator: { serviceWorker: Container } }).navigator
          .serviceWorker;
        if (worker.controller) resolve();
        else worker.addEventListener('controllerchange', () => resolve(), { once: true });
      }),
  );
}

/** A member of the facility, invited by its owner and registered over the API. */
async function inviteMember(ownerToken: string, organisationId: number, stamp: string) {
  const api = createClient<paths>({ baseUrl: journey.product.baseUrl });
  const headers = { authorization: `Bearer ${ownerToken}` };
  const types = (await api.GET('/api/organisation/role-types', { headers })).data?.data ?? [];
  const member = types.find((type) => type.name === 'USER');
  if (!member) throw new Error('No member access type');
  const email = `colleague.${stamp}@example.org`;
  const since = journey.smtp.messages.length;
  await api.POST('/api/organisation/{id}/user/add', {
    params: { path: { id: organisationId } },
    headers,
    body: { email_address: email, type_id: member.id },
  });
  const token = linkIn(await journey.smtp.waitFor(email, { since }), '/registration-page').searchParams.get(
    'token',
  );
  if (!token) throw new Error('The invitation has no token');
  await api.POST('/api/registration/new-registration', {
    body: { first_name: 'Sam', last_name: 'Colleague', email, language: 'en', status: 'management', token },
  });
  await api.POST('/api/registration/complete-registration', { body: { token, password: 'colleague-42' } });
  const login = await api.POST('/api/auth/login', {
    body: { email_address: email, password: 'colleague-42' },
  });
  if (!login.data) throw new Error(`The colleague could not sign in: ${login.response.status}`);
  return { authorization: `Bearer ${login.data.data.accessToken}` };
}

describe('offline journey', () => {
  it('opens a section offline, keeps answers and a note (corrected while it waits) through closing the page, and sends them once when back online', async () => {
    const stamp = Date.now().toString(36);
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      `offline.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      `Shed Links ${stamp}`,
    );
    const api = createClient<paths>({ baseUrl: journey.product.baseUrl });
    const ownerLogin = await api.POST('/api/auth/login', {
      body: { email_address: owner.email, password: owner.password },
    });
    const colleague = await inviteMember(ownerLogin.data!.data.accessToken, owner.organisationId, stamp);

    let page = await journey.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);

    // The manifest the page links to, as the browser reads it (the tests' TypeScript has no DOM).
    const manifest = await page.evaluate<{ icons: { sizes: string; type: string }[] } | null>(
      `(async () => {
        const link = document.querySelector('link[rel="manifest"]');
        return link ? (await fetch(link.href)).json() : null;
      })()`,
    );
    expect(manifest).toMatchObject({
      name: 'OnCourse',
      short_name: 'OnCourse',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = (manifest?.icons ?? [])
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // The service worker controls the page (once it has stored the app: a while on a busy machine).
    await controlledByWorker(page);

    // A year, and one answer saved online: the section and its answer set are on the device.
    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data`);
    await addYear(page, year);
    // The year's page is left once its footprint and charts have come too (they follow its sections,
    // all three answers at once): left before, the device would keep no copy of them, and the page
    // opened again offline below would find the server gone instead of what it showed.
    await visible(page.getByRole('heading', { name: `Carbon footprint ${year}` }));
    const operations = `${journey.product.baseUrl}/annual-review/annual-data/${year}/operations/154/5508`;
    const travel = `${journey.product.baseUrl}/annual-review/annual-data/${year}/travel/155/5511`;
    await page.goto(operations);
    await field(page, ROUNDS).fill('21000');
    // After a save the page asks for the answers again: the device's copy then holds the save.
    const copied = page.waitForResponse(
      async (response) =>
        response.url().includes('/api/reviews/answers/question/') &&
        response.ok() &&
        (await response.text()).includes('21000'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('All changes saved'));
    await copied;

    const context = page.context();
    await context.setOffline(true);
    await page.reload();
    await visible(field(page, ROUNDS));
    expect(await field(page, ROUNDS).inputValue()).toMatch(/^21[,.]?000$/);
    await visible(page.getByText(/^Offline: showing what was saved on this device at \d\d:\d\d\.$/));

    // One answer saved for later, two saved as complete, and a note: all into the outbox.
    await field(page, MEMBERS).fill('450');
    await page.getByRole('button', { name: 'Save and Come Back' }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year}`);

    await page.goto(travel);
    await field(page, DISTANCE).fill('30');
    await field(page, STAFF).fill('12');
    await page.getByRole('button', { name: `Notes, 0, on “${DISTANCE}”`, exact: true }).click();
    const notes = page.getByRole('dialog', { name: DISTANCE });
    await notes.getByRole('textbox', { name: 'Note', exact: true }).click();
    await page.keyboard.type('Postcode survey of 200 visitors');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await visible(notes.getByText('Waiting to send'));
    await notes.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('button', { name: 'Save as Complete' }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${year}`);

    // A new page, still offline: the answers and the note wait on this device.
    await page.close();
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(travel);
    await visible(field(page, DISTANCE));
    expect(await field(page, DISTANCE).inputValue()).toBe('30');
    expect(await field(page, STAFF).inputValue()).toBe('12');
    await visible(page.getByText(/^Waiting to send: \d+\./));
    await page.getByRole('button', { name: `Notes, 1, on “${DISTANCE}”`, exact: true }).click();
    const waitingNotes = page.getByRole('dialog', { name: DISTANCE });
    await visible(waitingNotes.getByText('Waiting to send'));
    // Still offline, the waiting note is corrected: the waiting creation takes the new words.
    await waitingNotes.getByRole('button', { name: 'Edit', exact: true }).click();
    const editing = waitingNotes.getByRole('textbox', { name: 'Edit note' });
    await editing.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' in May');
    await waitingNotes.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => editing.count()).toBe(0);
    await visible(waitingNotes.getByText('Postcode survey of 200 visitors in May'));
    await visible(waitingNotes.getByText('Waiting to send'));
    await waitingNotes.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Meanwhile a colleague, online, gives the visitors' distance another figure.
    const links = await api.GET('/api/reviews/links/organisation/{orgId}', {
      params: { path: { orgId: owner.organisationId } },
      headers: colleague,
    });
    const annualSetId = links.data!.data.annualData!.id;
    const readAnswers = async () =>
      (
        await api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
          params: { path: { questionId: annualSetId, orgId: owner.organisationId }, query: { year } },
          headers: colleague,
        })
      ).data!.data!;
    const before = await readAnswers();
    const theirs: Schemas['AnswerInput'] = {
      complete: false,
      savelater: true,
      value: '45',
      unitMeasurementType: 'metric',
      nestedValues: {},
      facilityAddedAnswers: [],
      rows: [],
    };
    const changed = await api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path: { answerSetId: before.id, orgId: owner.organisationId } },
      headers: colleague,
      body: { baseVersion: before.version, answers: { [IDS.distance]: theirs } },
    });
    expect(changed.response.status).toBe(200);

    // Back online: the outbox goes, and the figure both changed asks which to keep.
    await context.setOffline(false);
    const dialog = page.getByRole('alertdialog', {
      name: 'These answers were saved elsewhere while you were editing',
    });
    await visible(dialog);
    await dialog.getByRole('radiogroup', { name: DISTANCE }).getByText('Keep my answer').click();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await visible(page.getByText('All changes saved'));
    expect(await page.getByText('Waiting to send').count()).toBe(0);

    // The server has every answer and the note, once, as corrected.
    await expect.poll(async () => (await readAnswers()).answers[IDS.distance]?.notes.length).toBe(1);
    const after = await readAnswers();
    // Figures as the API gives them (a number or its text).
    const figure = (id: string) => String(after.answers[id]?.value);
    expect([figure(IDS.members), figure(IDS.distance), figure(IDS.staff)]).toEqual(['450', '30', '12']);
    expect(after.answers[IDS.members]).toMatchObject({ savelater: true });
    expect(after.answers[IDS.distance]).toMatchObject({ complete: true });
    expect(after.answers[IDS.staff]).toMatchObject({ complete: true });
    expect(after.answers[IDS.distance]?.notes.map((note) => note.value)).toEqual([
      '<p>Postcode survey of 200 visitors in May</p>',
    ]);
    await context.close();
  });

  it('says which pages need a connection, and opens a section never opened from what the device kept', async () => {
    const stamp = `${Date.now().toString(36)}b`;
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      `offline.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      `Shed Links ${stamp}`,
    );
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await signInAnswered(page, `${journey.product.baseUrl}/login`, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog', { name: 'Your menu' }).getByRole('button', { name: 'Skip tour' }).click();
    await controlledByWorker(page);
    // Once the worker holds the app, every section is kept on the device in the background.
    await page.waitForFunction(
      () => performance.getEntriesByName('oncourse:sections-kept').length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // The signal goes while the app is open, and the greenkeeper opens the document library from the
    // menu. (A page loaded afresh under Chromium's emulated offline can still report navigator.onLine
    // true, which a phone with no signal does not.)
    await page.context().setOffline(true);
    await expect.poll(() => page.evaluate<boolean>('navigator.onLine')).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Document library', exact: true })
      .click();
    await visible(page.getByText('This page needs a connection. It opens again when you are back online.'));
    expect(path(page)).toBe('/documents/facility');
    // A section never opened opens from what the device kept.
    await page.goto(`${journey.product.baseUrl}/review/best-practice/nature/pollution-prevention/102`);
    await visible(page.getByRole('radiogroup', { name: STORE }));
    await visible(page.getByText(/^Offline: showing what was saved on this device at \d\d:\d\d\.$/));
    await page.context().close();
  });
});
