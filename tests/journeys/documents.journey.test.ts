// The document library in a real browser against `npm start`: upload (the missing file and fields
// are said, the accepted types listed, a confirmation), rename and move, download under the stored
// name, delete with confirmation; at phone width an upload titled from its file name and a program
// refused in words; then a view-only member sees the library and the profile without any edit control.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { choose, signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();
/** A folder to keep the screens in for looking at them (JOURNEY_SCREENSHOTS=/tmp/shots). */
const shots = process.env.JOURNEY_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};
let owner: FacilityAccount;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  owner = await createFacilityAccount(
    journey.product.baseUrl,
    `library.${stamp}@example.org`,
    async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
    `Library Links ${stamp}`,
  );
});

const newPage = () => journey.newPage({ acceptDownloads: true });

// No test changes an account's user record: a second sign-in keeps the first one's session.
const signIn = (page: Page, email: string, password: string) =>
  signInHome(page, journey.product.baseUrl, email, password, { keepSession: true });

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${journey.product.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

describe('document library journey', () => {
  it('uploads, renames and moves, downloads and deletes a document', async () => {
    const page = await newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`${journey.product.baseUrl}/documents/facility`);
    await visible(page.getByRole('tab', { name: 'OnCourse documents' }));

    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog');
    await visible(
      dialog.getByText(
        /^Accepted: PDF, Word, Excel, PowerPoint, OpenDocument, images .*CSV and plain text\. Up to 5\sMB a file\.$/,
      ),
    );
    // Nothing chosen: the file and the required fields are asked for.
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await visible(dialog.getByText('Form field required'));
    await dialog.getByLabel('Title').fill('Water plan');
    await dialog.getByLabel('Description').fill('Irrigation schedule for the season');
    await choose(page, 'Storage location', 'Water');
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await visible(dialog.getByText('Please choose a file to upload.'));
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'water-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await visible(dialog.getByText('water-plan.pdf'));
    // The title the user wrote stays when the file is chosen.
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Water plan');
    await shoot(page, 'upload-dialog-1280');
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('status').filter({ hasText: '“Water plan” uploaded to Water.' }));
    await visible(page.getByRole('link', { name: 'Open Water' }));
    await shoot(page, 'upload-confirmed-1280');

    // Filed under Water.
    await page.getByRole('link', { name: /Water\s*Documents: 1/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/documents/facility/your/water');
    await visible(page.getByRole('row').filter({ hasText: 'Water plan' }));

    // Download keeps the stored file name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Water plan' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await saved.path())).toString()).toContain('%PDF-1.4');

    // Rename and move to Energy.
    await page.getByRole('button', { name: 'Rename or move Water plan' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Title').fill('Energy plan');
    await choose(page, 'Storage location', 'Energy');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('No documents here yet.'));
    await page.goto(`${journey.product.baseUrl}/documents/facility/your/energy`);
    await visible(page.getByRole('row').filter({ hasText: 'Energy plan' }));

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete Energy plan' }).click();
    await visible(page.getByText('Delete this document?'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('No documents here yet.'));
  });

  it('at phone width, titles an upload from its file name, confirms it and refuses a program in words', async () => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, owner.email, owner.password);
    await page.goto(`${journey.product.baseUrl}/documents/facility/your/water`);
    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog');
    const pick = async (name: string, mimeType: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: /Choose (a|another) file/ }).click();
      const fileChooser = await chooser;
      expect(await fileChooser.element().getAttribute('accept')).toContain('.csv');
      await fileChooser.setFiles({ name, mimeType, buffer });
    };
    await pick('irrigation_usage-2026.csv', 'text/csv', Buffer.from('month,m3\nJan,120\nFeb,98\n'));
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('Irrigation usage 2026');
    await shoot(page, 'upload-dialog-390');

    // An ELF program renamed .pdf: refused by its bytes, in words, and the dialog stays open.
    await pick(
      'season-report.pdf',
      'application/pdf',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]),
    );
    await dialog.getByLabel('Title').fill('Season report');
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await visible(
      dialog.getByText(/^This file type can’t be uploaded: “season-report\.pdf” is a program or script/),
    );
    await shoot(page, 'upload-refused-390');

    await pick('irrigation_usage-2026.csv', 'text/csv', Buffer.from('month,m3\nJan,120\nFeb,98\n'));
    await dialog.getByLabel('Title').fill('');
    await pick('irrigation_usage-2026.csv', 'text/csv', Buffer.from('month,m3\nJan,120\nFeb,98\n'));
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('Irrigation usage 2026');
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('status').filter({ hasText: '“Irrigation usage 2026” uploaded to Water.' }));
    await visible(page.getByRole('row').filter({ hasText: 'Irrigation usage 2026' }).getByText('New'));
    await shoot(page, 'upload-confirmed-390');
  });

  it('shows a view-only member no edit controls', async () => {
    const login = await api<{ accessToken: string }>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email_address: owner.email, password: owner.password }),
    });
    const roleTypes = await api<{ id: number; name: string }[]>('/api/organisation/role-types', {
      token: login.accessToken,
    });
    const viewOnly = roleTypes.find((type) => type.name === 'USER_VIEW_ONLY');
    if (!viewOnly) throw new Error('No view-only access type');
    const email = `reader.${stamp}@example.org`;
    const since = journey.smtp.messages.length;
    await api(`/api/organisation/${owner.organisationId}/user/add`, {
      method: 'POST',
      token: login.accessToken,
      body: JSON.stringify({ email_address: email, type_id: viewOnly.id }),
    });
    const invitation = linkIn(await journey.smtp.waitFor(email, { since }), '/registration-page');
    await api('/api/registration/new-registration', {
      method: 'POST',
      body: JSON.stringify({
        first_name: 'Rowan',
        last_name: 'Reader',
        email,
        language: 'en',
        status: 'management',
        token: invitation.searchParams.get('token'),
      }),
    });
    // The invitation proved the address: its token sets the password, no second mail comes.
    await api('/api/registration/complete-registration', {
      method: 'POST',
      body: JSON.stringify({ token: invitation.searchParams.get('token'), password: 'read-only-42' }),
    });

    const page = await newPage();
    await signIn(page, email, 'read-only-42');
    await page.goto(`${journey.product.baseUrl}/documents/facility`);
    await visible(page.getByText(/^Your access type lets you read/));
    expect(await page.getByRole('button', { name: 'Upload document' }).count()).toBe(0);

    await page.goto(`${journey.product.baseUrl}/profile/facility`);
    await visible(page.getByText(/^Your access type lets you read/));
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Change / }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Team' }).click();
    await visible(page.getByText('You can see the team'));
    expect(await page.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  });
});
