// A facility's reviews in a real browser against `npm start`: answer part of a best-practice
// section, Save and Come Back, return and complete it, see progress and ticks; add annual-data
// years and see last year's values prefilled until saved; reload mid-typing and find the draft;
// two colleagues save the same answer and the second chooses; notes on a question are added in
// rich text, listed newest first with their count, edited and deleted; preselected options show
// ticked and a selection the user emptied stays empty (docs/reviews.md).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { addYear, openInApp, signInHome, useJourney } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

/**
 * Text as a reader sees it: Chromium may type a space at the end of bold text as a no-break space,
 * which the note keeps and shows the same.
 */
const plain = (text: string | null) => text?.replaceAll('\u00a0', ' ');

const journey = useJourney();
let account: FacilityAccount;

beforeAll(async () => {
  account = await createFacilityAccount(
    journey.product.baseUrl,
    `reviews.${Date.now()}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
  );
});

/** A signed-in browser of its own (cookies, IndexedDB), as a second colleague would have. */
async function signedInPage(): Promise<Page> {
  const page = await journey.newPage();
  // Leaving with unsaved answers asks the browser's own question: the journeys answer "leave".
  page.on('dialog', (dialog) => void dialog.accept());
  // Every test signs in as the same account, which none of them changes: the session is kept.
  await signInHome(page, journey.product.baseUrl, account.email, account.password, { keepSession: true });
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;
/** A note's text in the notes dialog: the block after its date (its class is a CSS Module's). */
const NOTE_BODY = 'time + div';

/**
 * The answer values this device keeps until the server has them (the app's IndexedDB draft store),
 * as a reload would find them. Never creates the store: opening one that does not exist yet is
 * called off. (A string: the tests are compiled without the DOM's types.)
 */
const draftValues = (page: Page) =>
  page.evaluate<string[]>(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('oncourse-drafts');
    opening.onupgradeneeded = () => opening.transaction.abort();
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const database = opening.result;
      const all = database.transaction('answers').objectStore('answers').getAll();
      all.onsuccess = () => {
        database.close();
        resolve(all.result.map((row) => String(row.answer.value)));
      };
      all.onerror = () => reject(all.error);
    };
  })`);

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function choose(page: Page, question: string, option: string) {
  // The option's visible label, as a person clicks it (the radio input itself is visually hidden).
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByText(option, { exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
}

function sectionCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

const STORE = 'Are plant protection products stored in a locked, bunded and ventilated store?';
const STAFF = 'Number of staff qualified to apply plant protection products';
const IRRIGATED = 'Area of irrigated turf';
const DROUGHT = 'Are you working to increase the share of drought-tolerant, low-input grasses?';
const SURVEY = 'When was the last ecological survey of the whole site carried out?';
const FERTILISER = 'Which practices guide your fertiliser use?';

describe('reviews journey', () => {
  it('answers part of a section, comes back to it, completes it and sees progress and ticks', async () => {
    const page = await signedInPage();
    await openInApp(page, '/review/best-practice');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Nature' }) })
      .getByRole('link', { name: 'Open summary' })
      .click();
    await expect.poll(() => page.url()).toMatch(/\/review\/best-practice\/summary#nature$/);

    await page.getByRole('link', { name: 'Chemical and fuel storage' }).click();
    await expect.poll(() => path(page)).toBe('/review/best-practice/nature/pollution-prevention/102');
    await choose(page, STORE, 'Yes');
    await page.getByRole('textbox', { name: STAFF }).fill('3');
    await visible(page.getByText('Answers not yet saved: 2'));
    await page.getByRole('button', { name: 'Save and Come Back' }).click();
    await expect.poll(() => page.url()).toMatch(/\/review\/best-practice\/summary#nature$/);
    // The summary confirms what was kept, and the section shows the work beside its percentage.
    await visible(page.getByText(/is saved for later \(answers saved for later: 2\)/));
    await visible(page.getByRole('progressbar', { name: /Saved for later: 2/ }).first());

    // Back in the section: the answers are there, saved in process.
    await page.getByRole('link', { name: 'Qualifications' }).click();
    await expect.poll(() => path(page)).toBe('/review/best-practice/nature/pollution-prevention/102');
    await expect.poll(() => page.getByRole('textbox', { name: STAFF }).inputValue()).toBe('3');
    expect(
      await page.getByRole('radiogroup', { name: STORE }).getByRole('radio', { name: 'Yes' }).isChecked(),
    ).toBe(true);
    expect(
      await page.locator('#fieldset-5008').getByRole('img', { name: 'Saved in process' }).count(),
    ).toBeGreaterThan(0);

    // Completing with questions left open is refused and names the form-level problem.
    await page.getByRole('button', { name: 'Save as Complete' }).click();
    await visible(page.getByText('Please check the form and correct the missing fields'));

    await choose(
      page,
      'Are fuel tanks bunded or double-skinned to hold at least 110% of their capacity?',
      'Yes',
    );
    await choose(page, 'How is machinery washed down?', 'Closed-loop wash water recycling system');
    await choose(page, 'Is a spill kit kept at the chemical store and the fuel point?', 'Yes');
    await choose(page, 'Are there no-spray and no-fertiliser buffer zones along water bodies?', 'Yes');
    await choose(page, 'How often is the quality of water leaving the site tested?', 'Once a year');
    await page.getByRole('button', { name: 'Save as Complete' }).click();
    await expect.poll(() => page.url()).toMatch(/\/review\/best-practice\/summary#nature$/);

    const card = sectionCard(page, 'Pollution Prevention');
    await visible(card.getByText('Section complete'));
    expect(await card.getByRole('img', { name: 'Every question complete' }).count()).toBe(3);
    expect(
      await sectionCard(page, 'Turfgrass').getByRole('img', { name: 'Every question complete' }).count(),
    ).toBe(0);
    // The category and the overview count it too.
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('progressbar').first().getAttribute('aria-label'))
      .toMatch(/^[1-9]\d?% complete$/);
    await openInApp(page, '/review/best-practice');
    const nature = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Nature' }) });
    await visible(nature.getByText('Section complete'));
  });

  it("adds a year, shows last year's values prefilled with the red alert until saved", async () => {
    const page = await signedInPage();
    const thisYear = new Date().getUTCFullYear();
    const lastYear = thisYear - 1;

    await openInApp(page, '/annual-review/annual-data');
    await addYear(page, lastYear);

    await page.goto(`${journey.product.baseUrl}/annual-review/annual-data/${lastYear}`);
    await page.getByRole('link', { name: 'Irrigation' }).click();
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${lastYear}/water/150/5501`);
    await page.getByRole('textbox', { name: 'Area irrigated in the year' }).fill('12.5');
    await page.getByRole('textbox', { name: 'Days with irrigation in the year' }).fill('120');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('All changes saved'));

    // The year page adds the next year and opens it: last year's values, in red, not saved yet.
    await page
      .getByRole('link', { name: `Annual data ${lastYear}` })
      .first()
      .click();
    await addYear(page, thisYear);
    await expect.poll(() => path(page)).toBe(`/annual-review/annual-data/${thisYear}`);
    const alert = page.getByRole('alert').filter({ hasText: "previous year's data" });
    await visible(alert);

    await page.getByRole('link', { name: 'Irrigation' }).click();
    await visible(alert);
    expect(await page.getByRole('textbox', { name: 'Area irrigated in the year' }).inputValue()).toBe('12.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('All changes saved'));
    expect(await alert.count()).toBe(0);
    await page.reload();
    await visible(page.getByRole('textbox', { name: 'Area irrigated in the year' }));
    expect(await page.getByRole('textbox', { name: 'Area irrigated in the year' }).inputValue()).toBe('12.5');
    expect(await alert.count()).toBe(0);
  });

  it('keeps the address with the screen when Back and Forward are pressed over unsaved answers', async () => {
    const page = await signedInPage();
    const year = new Date().getUTCFullYear() - 2;
    await openInApp(page, '/annual-review/annual-data');
    await addYear(page, year);
    const yearPage = `/annual-review/annual-data/${year}`;
    const section = `${yearPage}/water/150/5501`;
    await page.getByRole('link', { name: 'Irrigation' }).click();
    await expect.poll(() => path(page)).toBe(section);
    const area = page.getByRole('textbox', { name: 'Area irrigated in the year' });
    await area.fill('31');
    await visible(page.getByText('Answers not yet saved: 1'));

    // Back asks, on the section's own address; staying keeps both.
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await page.evaluate('history.back()');
    await visible(leave);
    await expect.poll(() => path(page)).toBe(section);
    // Escape goes to the dialog once it has taken focus, as it does for a person who sees it open.
    await expect
      .poll(() => leave.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => leave.count()).toBe(0);
    expect(path(page)).toBe(section);
    expect(await area.inputValue()).toBe('31');

    // Back again and leave: the year page, at its address.
    await page.evaluate('history.back()');
    await visible(leave);
    await expect.poll(() => path(page)).toBe(section);
    await leave.getByRole('button', { name: 'Leave, keep them on this device' }).click();
    await expect.poll(() => path(page)).toBe(yearPage);
    await visible(page.getByRole('link', { name: 'Irrigation' }));
    expect(await leave.count()).toBe(0);

    // Forward: the section again, with what was typed kept on this device.
    await page.evaluate('history.forward()');
    await expect.poll(() => path(page)).toBe(section);
    await expect.poll(() => area.inputValue()).toBe('31');
  });

  it('finds what was typed after a reload, marked as not saved yet, and saves it', async () => {
    const page = await signedInPage();
    await page.goto(`${journey.product.baseUrl}/review/best-practice/nature/turfgrass/101#fieldset-5005`);
    await page.getByRole('textbox', { name: IRRIGATED }).fill('42');
    await visible(page.getByText('Answers not yet saved: 1'));
    await expect.poll(() => draftValues(page)).toContain('42');

    await page.reload();
    await visible(page.getByText(/Answers you typed earlier on this device were not saved yet \(1\)/));
    expect(await page.getByRole('textbox', { name: IRRIGATED }).inputValue()).toBe('42');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('All changes saved'));
    await page.reload();
    await visible(page.getByRole('textbox', { name: IRRIGATED }));
    expect(await page.getByRole('textbox', { name: IRRIGATED }).inputValue()).toBe('42');
    expect(await page.getByText(/were not saved yet/).count()).toBe(0);

    // A tablet in portrait keeps the side menu; the three actions still share one row in reach.
    await page.setViewportSize({ width: 768, height: 1024 });
    await visible(page.getByRole('navigation', { name: 'Main menu' }));
    const tops = await Promise.all(
      ['Save', 'Save and Come Back', 'Save as Complete'].map(async (name) => {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        return box!.y;
      }),
    );
    expect(new Set(tops).size).toBe(1);
  });

  it('keeps answers saved without a connection and sends them when it returns', async () => {
    const page = await signedInPage();
    await page.goto(
      `${journey.product.baseUrl}/review/best-practice/nature/pollution-prevention/102#fieldset-5009`,
    );
    const staff = page.getByRole('textbox', { name: STAFF });
    await visible(staff);
    await page.context().setOffline(true);
    await staff.fill('7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The save waits in the outbox on the device (docs/offline.md).
    await visible(page.getByText(/^Waiting to send: 1\. Kept on this device/));

    await page.context().setOffline(false);
    await visible(page.getByText('All changes saved'));
    await page.reload();
    await visible(staff);
    expect(await staff.inputValue()).toBe('7');
  });

  it("shows a colleague's value beside mine when we saved the same answer, keeps the one I choose, or both on a list", async () => {
    const section = `${journey.product.baseUrl}/review/best-practice/nature/turfgrass/101`;
    const alex = await signedInPage();
    const sam = await signedInPage();
    await alex.goto(section);
    await sam.goto(section);
    await visible(alex.getByRole('textbox', { name: IRRIGATED }));
    await visible(sam.getByRole('textbox', { name: IRRIGATED }));

    await alex.getByRole('textbox', { name: IRRIGATED }).fill('50');
    await alex.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(alex.getByText('All changes saved'));

    // Sam still works on the version before Alex's save.
    await sam.getByRole('textbox', { name: IRRIGATED }).fill('60');
    await choose(sam, DROUGHT, 'Yes');
    await sam.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = sam.getByRole('alertdialog', {
      name: 'These answers were saved elsewhere while you were editing',
    });
    await visible(dialog);
    const choice = dialog.getByRole('radiogroup', { name: IRRIGATED });
    await visible(choice.getByRole('radio', { name: /Keep my answer.*60/ }));
    await visible(choice.getByRole('radio', { name: /Take the saved answer.*50/ }));
    expect(await dialog.getByRole('radiogroup').count()).toBe(1);

    await choice.getByText('Take the saved answer').click();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await visible(sam.getByText('All changes saved'));
    expect(await sam.getByRole('textbox', { name: IRRIGATED }).inputValue()).toBe('50');

    // Both see the merge: Alex's figure and Sam's other answer.
    await alex.reload();
    await visible(alex.getByRole('textbox', { name: IRRIGATED }));
    expect(await alex.getByRole('textbox', { name: IRRIGATED }).inputValue()).toBe('50');
    expect(
      await alex.getByRole('radiogroup', { name: DROUGHT }).getByRole('radio', { name: 'Yes' }).isChecked(),
    ).toBe(true);

    // Then both tick a different practice on one list: Sam keeps both.
    const practices = (page: Page) => page.getByRole('group', { name: FERTILISER });
    const ticked = (page: Page, option: string) =>
      practices(page).getByRole('checkbox', { name: option, exact: true }).isChecked();
    await practices(alex).getByText('A written nutrient plan', { exact: true }).click();
    await alex.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(alex.getByText('All changes saved'));
    await practices(sam).getByText('Soil and tissue testing', { exact: true }).click();
    await sam.getByRole('button', { name: 'Save', exact: true }).click();
    const listChoice = dialog.getByRole('radiogroup', { name: FERTILISER });
    await visible(
      listChoice.getByRole('radio', { name: /Keep both.*A written nutrient plan.*Soil and tissue testing/ }),
    );
    await listChoice.getByText('Keep both').click();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await visible(sam.getByText('All changes saved'));
    expect(await ticked(sam, 'A written nutrient plan')).toBe(true);
    expect(await ticked(sam, 'Soil and tissue testing')).toBe(true);
    await alex.reload();
    await visible(practices(alex));
    expect(await ticked(alex, 'A written nutrient plan')).toBe(true);
    expect(await ticked(alex, 'Soil and tissue testing')).toBe(true);
  });

  it('adds a rich-text note to a question, lists notes newest first with their count, edits and deletes them', async () => {
    const page = await signedInPage();
    await openInApp(page, '/review/best-practice/nature/habitat-biodiversity/100');
    const notesButton = (count: number) =>
      page.getByRole('button', { name: `Notes, ${count}, on “${SURVEY}”`, exact: true });
    await notesButton(0).click();
    const dialog = page.getByRole('dialog', { name: SURVEY });
    await visible(dialog);
    await visible(dialog.getByText('No notes yet.'));

    // The first note, partly bold through the toolbar.
    const editor = dialog.getByRole('textbox', { name: 'Note', exact: true });
    const bold = dialog.getByRole('button', { name: 'Bold' });
    // The toolbar hands the focus back to the editor a moment after the press: type only then, or
    // the keys go to the Bold button (a space would press it again).
    const editorHasFocus = () =>
      page.evaluate<boolean>(`!!document.activeElement?.closest('[contenteditable="true"]')`);
    await editor.click();
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(editorHasFocus).toBe(true);
    await page.keyboard.type('Survey by the county trust');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(editorHasFocus).toBe(true);
    await page.keyboard.type(' in June 2023');
    await expect
      .poll(async () => plain(await editor.textContent()))
      .toBe('Survey by the county trust in June 2023');
    await visible(
      dialog.getByText(
        // A count is written as any figure is: 1,961.
        `${(2000 - 'Survey by the county trust in June 2023'.length).toLocaleString('en-GB')} characters remaining`,
      ),
    );
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const notes = dialog.getByRole('list').getByRole('listitem');
    await expect.poll(() => notes.count()).toBe(1);
    expect(await notes.first().locator('strong').textContent()).toBe('Survey by the county trust');

    await editor.click();
    await page.keyboard.type('Bat survey booked for next spring');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => notes.count()).toBe(2);
    // Newest first.
    expect((await notes.locator(NOTE_BODY).allTextContents()).map(plain)).toEqual([
      'Bat survey booked for next spring',
      'Survey by the county trust in June 2023',
    ]);

    // Edit the older note.
    await notes.nth(1).getByRole('button', { name: 'Edit' }).click();
    const editing = dialog.getByRole('textbox', { name: 'Edit note' });
    await visible(editing);
    await editing.click();
    await page.keyboard.press('End');
    await page.keyboard.type(', repeated every five years');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    // Saved once the editor has closed: until then the edited words are the editor's own.
    await expect.poll(() => editing.count()).toBe(0);
    await visible(
      notes
        .nth(1)
        .locator(NOTE_BODY)
        .getByText('Survey by the county trust in June 2023, repeated every five years'),
    );
    expect(await notes.nth(1).locator('strong').textContent()).toBe('Survey by the county trust');

    // Delete the newest only after confirming it.
    await notes.first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this note?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => notes.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await visible(notesButton(1));

    // After a reload the remaining note is still there, as edited.
    await page.reload();
    await notesButton(1).click();
    await visible(dialog);
    await expect.poll(() => notes.count()).toBe(1);
    expect(plain(await notes.first().locator(NOTE_BODY).textContent())).toBe(
      'Survey by the county trust in June 2023, repeated every five years',
    );
    expect(await notes.first().locator('strong').textContent()).toBe('Survey by the county trust');

    // A long unbroken word (a URL) wraps: the dialog does not scroll sideways, and its title and
    // Close stay in view on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const url = `https://example.org/${'surveyreport'.repeat(12)}final.pdf?version=2`;
    // Put in at once, as a paste does: typed key by key, its 170 characters took 3 s a time.
    await editor.click();
    await page.keyboard.insertText(url);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await visible(notes.first().getByText(url));
    // In the editor too: the editor wraps the word.
    await editor.click();
    await page.keyboard.insertText(url);
    // Nothing from the dialog up to the page scrolls sideways.
    const sideways = await dialog.evaluate((element) => {
      const wide: string[] = [];
      for (
        let node: typeof element | null = element;
        node;
        node = node.parentElement as typeof element | null
      )
        if (node.scrollWidth > node.clientWidth) wide.push(node.className || node.tagName);
      return wide;
    });
    expect(sideways).toEqual([]);
    const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
    expect(close && close.x + close.width).toBeLessThanOrEqual(390);
  });

  it('shows preselected options ticked, and keeps a preselection the user unticked unticked', async () => {
    const page = await signedInPage();
    await openInApp(page, '/review/best-practice/community/communications/122');
    const channels = page.getByRole('group', { name: 'Where do you share sustainability news?' });
    const website = channels.getByRole('checkbox', { name: 'Website' });
    const frequency = page
      .getByRole('button', { name: /How often do you report progress/ })
      .filter({ hasNotText: 'Notes' });
    await visible(website);
    expect(await website.isChecked()).toBe(true);
    expect(await frequency.textContent()).toContain('Once a year');
    // Nothing typed yet: nothing counts as unsaved.
    expect(await page.getByText(/Answers not yet saved/).count()).toBe(0);

    await channels.getByText('Website', { exact: true }).click();
    await expect.poll(() => website.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('All changes saved'));

    await page.reload();
    await visible(website);
    expect(await website.isChecked()).toBe(false);
    expect(await frequency.textContent()).toContain('Once a year');
  });
});
