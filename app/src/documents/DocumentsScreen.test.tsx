import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import { OWNER_ACTIVITIES, VIEW_ONLY_ACTIVITIES } from '../test/facility-profile-data';

// The dialogs load the form theme when they open (LazyFormSubmitDialog): the first one waits for it.
const DIALOG_LOADS = { timeout: 15_000 };
// Titles are pasted, not typed: each typed character re-renders the dialog's whole form, and these
// tests are about what the dialog does with a title, not about typing (typing took about a sixth of
// their CPU time).

function document(overrides: Partial<Schemas['Document']>): Schemas['Document'] {
  return {
    id: 1,
    title: 'Water plan',
    blob_filename: 'water-plan.pdf',
    description: 'Irrigation schedule',
    location: 'WATER',
    created_at: '2026-03-14T10:00:00Z',
    oncourse_document: false,
    content_type: 'application/pdf',
    size: 2048,
    ...overrides,
  };
}

const DOCUMENTS = [
  document({}),
  document({ id: 2, title: 'Energy audit', location: 'ENERGY' }),
  document({
    id: 50,
    title: 'Guide to biodiversity',
    location: 'HABITAT_BIODIVERSITY',
    oncourse_document: true,
  }),
];

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function open(path: string, activities = OWNER_ACTIVITIES, extra: Record<string, Handler> = {}) {
  const user = userEvent.setup();
  const organisation = { ...GREEN_HILLS, activities };
  signIn(organisation);
  const rendered = await renderApp(path, {
    ...shellHandlers([{ ...summary(11, 'Green Hills'), activities }]),
    'GET /api/organisation/11/documents': (call) => {
      const location = new URLSearchParams(call.search).get('location');
      return ok(location ? DOCUMENTS.filter((entry) => entry.location === location) : DOCUMENTS);
    },
    ...extra,
  });
  return { user, ...rendered };
}

describe('/documents/{organisationType} (docs/documents.md)', { timeout: 30_000 }, () => {
  it('lists the best-practice locations with counts, and the OnCourse documents read-only', async () => {
    const { user } = await open('/documents/facility');
    expect(await screen.findByRole('tab', { name: 'Your documents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Water\s*Documents: 1/ }).getAttribute('href')).toBe(
      '/documents/facility/your/water',
    );
    expect(screen.getByRole('link', { name: /Turfgrass\s*Documents: 0/ })).toBeTruthy();
    // Tournament sections are not a facility's.
    expect(screen.queryByRole('link', { name: /Venue nature/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'OnCourse documents' }));
    const row = screen.getByRole('row', { name: /Guide to biodiversity/ });
    expect(within(row).getByRole('button', { name: 'Download Guide to biodiversity' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Delete|Rename/ })).toBeNull();
  });

  it('asks for the file, title and location before uploading, and says when a file is too big', async () => {
    const { user, calls } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'POST /api/organisation/11/documents': () => fail(413, 'FILE_TOO_LARGE', 'Too large'),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    // Only the title: the location is this section's and the description is optional.
    expect(await within(dialog).findAllByText('Form field required')).toHaveLength(1);
    await user.click(within(dialog).getByRole('textbox', { name: /Title/ }));
    await user.paste('Big plan');
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await within(dialog).findByText('Please choose a file to upload.')).toBeTruthy();

    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'big-plan.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('big-plan.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(
      await within(dialog).findByText('This file is too big. Please choose a smaller file.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('lists the accepted types in words and offers only those in the file picker', async () => {
    const { user } = await open('/documents/facility/your/water');
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    expect(
      within(dialog).getByText(
        'Accepted: PDF, Word, Excel, PowerPoint, OpenDocument, images (JPEG, PNG, GIF, WebP, HEIC), CSV and plain text. Up to 5 MB a file.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Choose a file/ })
        .getAttribute('aria-describedby'),
    ).toBe(within(dialog).getByText(/^Accepted: /).id);
    const accept = (fileInput(dialog).getAttribute('accept') ?? '').split(',');
    expect(accept).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.docx',
        '.doc',
        '.xlsx',
        '.pptx',
        '.odt',
        '.jpg',
        '.png',
        '.heic',
        '.csv',
      ]),
    );
    expect(accept.filter((type) => /exe|sh$|\.js$|bat|html|svg/.test(type))).toEqual([]);
  });

  it('fills the title from the file name until the user writes their own', async () => {
    const { user } = await open('/documents/facility/your/water');
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.upload(fileInput(dialog), pdfFile('irrigation_plan-2026.pdf'));
    expect((title as HTMLInputElement).value).toBe('Irrigation plan 2026');
    // Another file replaces a title that came from a file name…
    await user.upload(fileInput(dialog), pdfFile('energy-audit_2025.xlsx'));
    expect((title as HTMLInputElement).value).toBe('Energy audit 2025');
    // …but never one the user wrote.
    await user.clear(title);
    await user.paste('Audit for the board');
    await user.upload(fileInput(dialog), pdfFile('scan_0042.pdf'));
    expect((title as HTMLInputElement).value).toBe('Audit for the board');
  });

  it('uploads without a description and confirms it, with the new document marked in the list', async () => {
    const stored = document({ id: 7, title: 'Irrigation plan 2026', description: null });
    let uploaded = false;
    const { user, calls } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'POST /api/organisation/11/documents': () => {
        uploaded = true;
        return ok(stored);
      },
      'GET /api/organisation/11/documents': () => ok(uploaded ? [stored, ...DOCUMENTS] : DOCUMENTS),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    expect(within(dialog).getByText('(optional)')).toBeTruthy();
    await user.upload(fileInput(dialog), pdfFile('irrigation_plan-2026.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));

    const status = await screen.findByText('“Irrigation plan 2026” uploaded to Water.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('row', { name: /Irrigation plan 2026/ });
    expect(within(row).getByText('New')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Water plan/ }).textContent).not.toContain('New');

    const body = String(calls.find((call) => call.method === 'POST')?.body);
    expect(body).toContain('Irrigation plan 2026');
    expect(body).not.toContain('name="description"');
  });

  it('says in words why a program or a file of another kind is refused', async () => {
    let answer = fail(422, 'UNPROCESSABLE_ENTITY', 'program', 'file');
    const { user } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'POST /api/organisation/11/documents': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    await user.upload(fileInput(dialog), pdfFile('setup.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(
      await within(dialog).findByText(
        /^This file type can’t be uploaded: “setup\.pdf” is a program or script, and those are never accepted\. Accepted: PDF, Word, .*plain text\.$/,
      ),
    ).toBeTruthy();

    answer = fail(422, 'INCORRECT_FORMAT', 'other', 'file');
    await user.upload(fileInput(dialog), pdfFile('archive.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(
      await within(dialog).findByText(
        /^This file type can’t be uploaded: “archive\.pdf” is none of the accepted types\./,
      ),
    ).toBeTruthy();
  });

  it('confirms an upload from the library page with a way to the section it went to', async () => {
    const stored = document({ id: 8, title: 'Solar quote', location: 'ENERGY' });
    const { user } = await open('/documents/facility', OWNER_ACTIVITIES, {
      'POST /api/organisation/11/documents': () => ok(stored),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    await user.upload(fileInput(dialog), pdfFile('solar-quote.pdf'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Storage location/ }), 'Energy');
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText(/“Solar quote” uploaded to Energy\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Energy' }).getAttribute('href')).toBe(
      '/documents/facility/your/energy',
    );
    expect(within(screen.getByRole('link', { name: /^Energy/ })).getByText('New')).toBeTruthy();
  });

  it('deletes a document only after confirmation', async () => {
    const { user, calls } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'DELETE /api/organisation/11/documents/1': () => ok({ id: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Water plan' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Water plan' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('renames and moves a document', async () => {
    const { user, calls } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'PATCH /api/organisation/11/document/1': (call) => ok(document(call.body as object)),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename or move Water plan' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.paste('Energy plan');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Storage location/ }), 'Energy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        filename: 'Energy plan',
        location: 'ENERGY',
      }),
    );
  });

  it('shows a view-only member downloads only', async () => {
    await open('/documents/facility/your/water', VIEW_ONLY_ACTIVITIES);
    expect(await screen.findByRole('button', { name: 'Download Water plan' })).toBeTruthy();
    expect(screen.getByText(/Your access type lets you read and download documents/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Rename/ })).toBeNull();
  });
});
