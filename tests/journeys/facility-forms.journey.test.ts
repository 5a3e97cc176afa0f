// The facility forms in a real browser (docs/facility-profile.md#behaviour): the create-facility form reads top to bottom in one column and asks
// what the profile asks (contact number and e-mail optional, facility types as tick-boxes); the
// profile's general tab is laid out the same; the details tab shows no tournament organiser, the
// fee bands with the facility's currency and the courses above its Save. At 1280 and 390 px.
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { paths } from '@oncourse/openapi';
import { PASSWORD, registerAccount } from '../support/accounts.ts';
import { choose, path, signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The left edge of each labelled field, in the order the page shows them. */
async function leftEdges(page: Page, labels: RegExp[]): Promise<number[]> {
  const edges: number[] = [];
  for (const label of labels) {
    const box = await page.getByLabel(label).first().boundingBox();
    if (!box) throw new Error(`${String(label)} is not shown`);
    edges.push(Math.round(box.x));
  }
  return edges;
}

/** The top border's colour as drawn: an input's own, or its group's (an input inside a group draws none). */
function topBorder(locator: Locator, ofGroup = false): Promise<string> {
  return locator.evaluate((element, group) => {
    const drawn = group ? element.parentElement! : element;
    return element.ownerDocument.defaultView!.getComputedStyle(drawn).borderTopColor;
  }, ofGroup);
}

const ONE_COLUMN = [
  /^Facility name/,
  /^Address line 1/,
  /^Town or city/,
  /^Postcode/,
  /^Contact number/,
  /^VAT number/,
];

describe('create facility and its profile (docs/facility-profile.md#behaviour)', () => {
  it('reads top to bottom, asks the profile’s rules, and the details show currency and courses before Save', async () => {
    const stamp = Date.now().toString(36);
    const email = `forms.${stamp}@example.org`;
    const api = createClient<paths>({ baseUrl: journey.product.baseUrl });
    await registerAccount(api, { firstName: 'Robin', lastName: 'Greenkeeper', email }, async () =>
      linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    );
    const page = await journey.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInHome(page, journey.product.baseUrl, email, PASSWORD);
    await page.goto(`${journey.product.baseUrl}/create-facility`);
    await visible(page.getByRole('heading', { name: 'Create a facility' }));

    // One column: every field starts at the same left edge.
    expect(new Set(await leftEdges(page, ONE_COLUMN)).size).toBe(1);
    await page.getByRole('button', { name: 'Preview' }).click();
    await visible(page.getByText('Please check the form and correct the missing fields'));
    // A missing country is marked as a missing name is: the combo box's border (its input's group) is red too.
    // Both read together, once the 120 ms border transition has settled.
    const borders = async () => [
      await topBorder(page.getByLabel(/^Facility name/)),
      await topBorder(page.getByRole('combobox', { name: /Country/ }), true),
    ];
    await expect.poll(async () => new Set(await borders()).size).toBe(1);
    const [nameBorder] = await borders();
    expect(await topBorder(page.getByLabel(/^Facility e-mail address/))).not.toBe(nameBorder);
    await shoot(page, 'create-facility');

    const name = `Heather Links ${stamp}`;
    await page.getByLabel(/^Facility name/).fill(name);
    await page.getByRole('checkbox', { name: 'Resort' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Private Members' }).check({ force: true });
    await page.getByLabel(/^Address line 1/).fill('1 Fairway Road');
    await page.getByLabel(/^Town or city/).fill('Dornoch');
    await page.getByLabel(/^Postcode/).fill('IV25 3LW');
    const country = page.getByRole('combobox', { name: /Country/ });
    await country.click();
    await country.pressSequentially('United King');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await choose(page, 'Measurement units', 'British imperial');
    // A complete form with one wrong value asks for a correction, not for missing fields.
    await page.getByLabel(/^Facility e-mail address/).fill('office@');
    await page.getByRole('button', { name: 'Preview' }).click();
    await visible(page.getByText('Please check the form and correct the marked fields'));
    await visible(page.getByText('Enter a valid e-mail address'));
    // Contact number and e-mail may stay empty, as on the profile.
    await page.getByLabel(/^Facility e-mail address/).fill('');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Check your facility' });
    await visible(preview.getByText('Resort, Private Members'));
    await preview.getByRole('button', { name: 'Create facility' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');

    await page.goto(`${journey.product.baseUrl}/profile/facility`);
    await visible(page.getByRole('heading', { name, level: 1 }));
    await visible(page.getByLabel(/^Contact number/));
    expect(new Set(await leftEdges(page, ONE_COLUMN)).size).toBe(1);
    await shoot(page, 'profile-general');

    await page.getByRole('tab', { name: 'Facility details' }).click();
    await visible(page.getByRole('heading', { name: 'Courses' }));
    expect(await page.getByText('Tournament organiser').count()).toBe(0);
    await visible(page.getByRole('combobox', { name: /Peak 18-hole green fee \(£\)/ }));
    const courses = await page.getByRole('heading', { name: 'Courses' }).boundingBox();
    const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    expect(courses && save && courses.y < save.y).toBe(true);
    await shoot(page, 'profile-details');
    expect(errors).toEqual([]);
  });
});
