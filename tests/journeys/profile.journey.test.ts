// A facility's team in a real browser against `npm start`: the owner edits the facility profile,
// invites a newcomer by e-mail; the newcomer opens the e-mailed link, which names who invited them
// to which facility, registers (the e-mail fixed), chooses a password straight away (no second
// mail) and lands signed in on the facility; the owner then hands ownership over and is an admin
// afterwards. Back and Forward over an unsaved change on the profile ask on the profile's own
// address, so the address bar and the screen agree. A tournament's invitation opens the registration
// page in the tournament's blue. JOURNEY_SCREENSHOTS=folder keeps that page at three widths in
// English and German.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFacilityAccount } from '../support/facility-account.ts';
import { choose, path, signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
const shots = process.env.JOURNEY_SCREENSHOTS;

/** The theme's primary colour as the page draws it. */
const primaryColour = (page: Page) =>
  page.evaluate<string>(
    "getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()",
  );

const signIn = (page: Page, email: string, password: string) =>
  signInHome(page, journey.product.baseUrl, email, password);

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('facility profile and team journey', () => {
  it('edits the profile, invites a newcomer who registers from the link and joins, then hands over ownership', async () => {
    const stamp = Date.now().toString(36);
    const ownerEmail = `owner.${stamp}@example.org`;
    const facilityName = `Heather Links ${stamp}`;
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      ownerEmail,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      facilityName,
    );

    const page = await journey.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`${journey.product.baseUrl}/profile/facility`);
    await visible(page.getByRole('heading', { name: facilityName, level: 1 }));
    await visible(page.getByRole('tab', { name: 'Facility details' }));

    // The contact number takes only digits, spaces and plus.
    await page.getByLabel(/^Contact number/).fill('01334 abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Enter a contact number of at most 15 digits, spaces or plus signs'));
    await page.getByLabel(/^Contact number/).fill('+44 1334 123456');
    await page.getByLabel('Town or city').fill('Elie');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Your changes have been saved.'));

    // Invite a newcomer as a User.
    await page.getByRole('tab', { name: 'Team' }).click();
    await visible(row(page, owner.email).getByText('Owner'));
    // A long address, as greenkeeping departments have: it must wrap on a phone, not be cut off.
    const newcomerEmail = `newcomer.greenkeeping.department.${stamp}@heatherlinksgolfclub.example.org`;
    const mailsBefore = journey.smtp.messages.length;
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(newcomerEmail);
    await choose(page, 'Access type', 'User');
    await dialog.getByLabel(/^Message/).fill('Join us for the nature review');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByText('The invitation has been sent.'));
    await visible(row(page, newcomerEmail).getByText('Invited'));
    await page.setViewportSize({ width: 390, height: 844 });
    const address = await row(page, newcomerEmail).getByText(newcomerEmail).boundingBox();
    expect(address && address.x + address.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The newcomer registers from the e-mailed link, the e-mail pre-filled.
    const invitation = linkIn(
      await journey.smtp.waitFor(newcomerEmail, { since: mailsBefore }),
      '/registration-page',
    );
    expect(invitation.searchParams.get('token')).toBeTruthy();
    const newcomerPage = await journey.newPage();
    await newcomerPage.goto(`${journey.product.baseUrl}${invitation.pathname}${invitation.search}`);
    await visible(newcomerPage.getByText(`invited you to join the facility ${facilityName} on OnCourse.`));
    expect(await newcomerPage.getByLabel('E-mail address').inputValue()).toBe(newcomerEmail);
    expect(await newcomerPage.getByLabel('E-mail address').getAttribute('readonly')).not.toBeNull();
    await newcomerPage.getByLabel('First name').fill('Sam');
    await newcomerPage.getByLabel('Last name').fill('Bunker');
    await choose(newcomerPage, 'Your role', 'Course Management');
    await newcomerPage.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    const beforeRegistration = journey.smtp.messages.length;
    await newcomerPage.getByRole('button', { name: 'Register' }).click();
    // The invitation proved the address: the password is next, and no second mail is sent.
    await expect.poll(() => new URL(newcomerPage.url()).pathname).toBe('/complete-registration');
    await newcomerPage.getByLabel(/^New password/).fill('sand-wedge-56');
    await newcomerPage.getByLabel('Retype new password').fill('sand-wedge-56');
    await newcomerPage.getByRole('button', { name: 'Complete registration' }).click();
    // Signed in at once, on the facility it was invited to.
    await expect.poll(() => new URL(newcomerPage.url()).pathname).toBe('/');
    await visible(newcomerPage.getByRole('heading', { name: facilityName }));
    expect(
      journey.smtp.messages
        .slice(beforeRegistration)
        .filter((mail) => mail.to.includes(newcomerEmail.toLowerCase())),
    ).toEqual([]);
    await newcomerPage.goto(`${journey.product.baseUrl}/profile/facility`);
    await visible(newcomerPage.getByRole('heading', { name: facilityName, level: 1 }));

    // The owner sees the newcomer joined and hands ownership over.
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await visible(row(page, newcomerEmail).getByText('Joined'));
    await page.getByRole('button', { name: 'Switch owner' }).click();
    await choose(page, 'New owner', 'Sam Bunker');
    await page.getByRole('dialog').getByRole('button', { name: 'Switch owner' }).click();
    await visible(page.getByText('Ownership has been handed over.'));
    await visible(row(page, newcomerEmail).getByText('Owner'));
    await visible(row(page, owner.email).getByText('Admin'));
    // Only the owner hands over ownership.
    expect(await page.getByRole('button', { name: 'Switch owner' }).count()).toBe(0);
  });

  it('keeps the address with the screen when Back and Forward are pressed over an unsaved change', async () => {
    const stamp = Date.now().toString(36);
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      `back.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      `Gorse Links ${stamp}`,
    );
    const page = await journey.newPage();
    await signIn(page, owner.email, owner.password);
    // A new account's guided tour opens first; this journey is not about it.
    await page.getByRole('dialog', { name: 'Your menu' }).getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // From the dashboard to the profile through the menu: one step in the app's own history.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Facility profile' })
      .click();
    await expect.poll(() => path(page)).toBe('/profile/facility');
    const town = page.getByLabel('Town or city');
    await town.fill('Elie');

    // Back asks, on the profile's own address; keeping on editing keeps both and the change.
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await page.evaluate('history.back()');
    await visible(discard);
    await expect.poll(() => path(page)).toBe('/profile/facility');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(path(page)).toBe('/profile/facility');
    expect(await town.inputValue()).toBe('Elie');

    // Back again and discard: the dashboard, at its address.
    await page.evaluate('history.back()');
    await visible(discard);
    await expect.poll(() => path(page)).toBe('/profile/facility');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await visible(page.getByRole('heading', { name: `Gorse Links ${stamp}` }));
    expect(await discard.count()).toBe(0);

    // Forward: the profile again, as saved, without asking.
    await page.evaluate('history.forward()');
    await expect.poll(() => path(page)).toBe('/profile/facility');
    await expect.poll(() => town.inputValue()).toBe('St Andrews');
    expect(await discard.count()).toBe(0);
  });

  it('opens a tournament’s invitation in the tournament’s blue', async () => {
    const stamp = Date.now().toString(36);
    const tournament = `Links Open ${stamp}`;
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      `director.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      tournament,
      'TOURNAMENT',
    );
    const page = await journey.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`${journey.product.baseUrl}/profile/tournament`);
    await page.getByRole('tab', { name: 'Team' }).click();
    const invitee = `marshal.${stamp}@example.org`;
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(invitee);
    await choose(page, 'Access type', 'User');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByText('The invitation has been sent.'));

    const invitation = linkIn(await journey.smtp.waitFor(invitee), '/registration-page');
    const newcomer = await journey.newPage();
    await newcomer.goto(`${journey.product.baseUrl}${invitation.pathname}${invitation.search}`);
    await visible(newcomer.getByText(`invited you to join the tournament ${tournament} on OnCourse.`));
    await expect.poll(() => primaryColour(newcomer)).toBe('#1077c6');
    // The logo leads to the tournaments' sign-in, as on every tournament page signed out.
    expect(await newcomer.getByRole('link', { name: 'OnCourse home' }).getAttribute('href')).toMatch(
      /^\/tournaments\/login\b/,
    );
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const language of ['en', 'de']) {
        const url = new URL(`${journey.product.baseUrl}${invitation.pathname}${invitation.search}`);
        url.searchParams.set('lang', language);
        await newcomer.goto(url.href);
        await visible(newcomer.getByText(new RegExp(tournament)));
        for (const width of [1366, 820, 390]) {
          await newcomer.setViewportSize({ width, height: 900 });
          await newcomer.screenshot({
            path: join(shots, `invitation-tournament-${language}-${width}.png`),
            fullPage: true,
          });
        }
      }
    }
    await page.context().close();
    await newcomer.context().close();
  });
});
