import type { Schemas } from '@oncourse/openapi';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import { OWNER_ACTIVITIES, VIEW_ONLY_ACTIVITIES } from '../test/facility-profile-data';

afterEach(() => {
  cleanup();
  clearCookies();
});

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

describe('/documents/{type} (spec 001 §2–5)', { timeout: 30_000 }, () => {
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

  it('asks for the file, title, description and location before uploading, and says when a file is too big', async () => {
    const { user, calls } = await open('/documents/facility/your/water', OWNER_ACTIVITIES, {
      'POST /api/organisation/11/documents': () => fail(413, 'FILE_TOO_LARGE', 'Too large'),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await within(dialog).findAllByText('Form field required')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Big plan');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Too large to keep');
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await within(dialog).findByText('Please choose a file to upload.')).toBeTruthy();

    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['%PDF-1.4'], 'big-plan.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('big-plan.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(
      await within(dialog).findByText('This file is too big. Please choose a smaller file.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
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
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Energy plan');
    await user.click(within(dialog).getByRole('button', { name: /Storage location/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Energy' }));
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
