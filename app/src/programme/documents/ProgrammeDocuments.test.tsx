// The programme's documents as staff meet them (docs/programme-console.md#documents): the libraries
// by location as clubs see them, uploading at a location, what a refused upload says, and retiring
// after a confirmation.
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../../test/session';

const STAFF: Schemas['ProgrammeRoles'] = {
  staff: true,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: null,
};

const programmeDocument = (
  id: number,
  title: string,
  location: Schemas['DocumentLocation'],
  more: Partial<Schemas['ProgrammeDocument']> = {},
): Schemas['ProgrammeDocument'] => ({
  id,
  title,
  description: null,
  location,
  organisationType: 'FACILITY',
  countryId: null,
  language: 'en',
  filename: `${title.toLowerCase().replace(/ /g, '-')}.pdf`,
  contentType: 'application/pdf',
  size: 48_213,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: null,
  retiredAt: null,
  ...more,
});

function handlers(documents: Schemas['ProgrammeDocument'][], more: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/certification/me': () => ok(STAFF),
    'GET /api/console/programme-documents': () => ok(documents),
    'GET /api/country/countries': () => ok([{ id: 1, title: 'Sweden', code: 'SE' }]),
    'GET /api/language/supported-languages': () =>
      ok([
        { key: 'en', value: 'English', language: 'English', countryCode: 'GB' },
        { key: 'de', value: 'German', language: 'Deutsch', countryCode: 'DE' },
      ]),
    ...more,
  };
}

const libraryOf = (name: string) => screen.getByRole('region', { name });

describe('the programme documents', () => {
  it('lays the documents out as clubs see them, with retired ones apart', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/documents',
      handlers([
        programmeDocument(1, 'Welcome to OnCourse', 'GETTING_STARTED', { organisationType: null }),
        programmeDocument(2, 'Irrigation audit checklist', 'WATER', { countryId: 1 }),
        programmeDocument(3, 'Old hosepipe rules', 'WATER', { retiredAt: '2026-11-20T09:00:00.000Z' }),
      ]),
    );
    const facilities = await screen.findByRole('region', { name: "Facilities' library" });
    expect(within(facilities).getByText('Irrigation audit checklist')).toBeTruthy();
    expect(within(facilities).getByText('Facilities · Sweden')).toBeTruthy();
    expect(within(facilities).getByText('Welcome to OnCourse')).toBeTruthy();
    expect(within(facilities).queryByText('Old hosepipe rules')).toBeNull();
    // A document for both kinds is in the tournaments' library only where tournaments file: not at Getting started.
    expect(within(libraryOf("Tournaments' library")).queryByText('Welcome to OnCourse')).toBeNull();
    const retired = libraryOf('Retired documents');
    expect(within(retired).getByText('Old hosepipe rules')).toBeTruthy();
    expect(within(retired).queryByRole('button', { name: 'Retire Old hosepipe rules' })).toBeNull();
    expect(within(retired).getByText(/Retired .*2026/)).toBeTruthy();
  });

  it('uploads at the location chosen with "Upload here" and shows the new list', async () => {
    signIn(GREEN_HILLS);
    let listed = [programmeDocument(2, 'Irrigation audit checklist', 'WATER')];
    const { calls } = await renderApp(
      '/programme/documents',
      handlers([], {
        'GET /api/console/programme-documents': () => ok(listed),
        'POST /api/console/programme-documents': () => {
          const added = programmeDocument(9, 'Drought plan guide', 'ENERGY');
          listed = [...listed, added];
          return ok(added);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload a document to Energy' }));
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('ENERGY');
    expect((screen.getByLabelText('For') as HTMLSelectElement).value).toBe('FACILITY');
    expect(document.activeElement).toBe(screen.getByLabelText('Title (English)'));
    await user.type(screen.getByLabelText('Title (English)'), 'Drought plan guide');
    await user.selectOptions(screen.getByLabelText('Country'), '1');
    await user.upload(
      screen.getByLabelText('File'),
      new File(['%PDF-1.4'], 'drought-plan.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('“Drought plan guide” is uploaded and shown to clubs now.')).toBeTruthy();
    const sent = String(calls.find((call) => call.method === 'POST')!.body);
    for (const [name, value] of [
      ['title', 'Drought plan guide'],
      ['location', 'ENERGY'],
      ['organisationType', 'FACILITY'],
      ['countryId', '1'],
      ['language', 'en'],
    ])
      expect(sent).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    // jsdom's File reaches the fake server's FormData without its name; the part is there.
    expect(sent).toContain('name="file"; filename=');
    expect(await within(libraryOf("Facilities' library")).findByText('Drought plan guide')).toBeTruthy();
    // Typing a title and choosing a file take a while in jsdom on a busy machine.
  }, 40_000);

  it('says what was wrong with a refused upload and keeps what was typed', async () => {
    signIn(GREEN_HILLS);
    let answer = () => fail(422, 'REQUIRED_FIELD_MISSING', 'An English title is required', 'title');
    await renderApp(
      '/programme/documents',
      handlers([], { 'POST /api/console/programme-documents': () => answer() }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload a document to Water' }));
    await user.type(screen.getByLabelText('Title (English)'), ' ');
    await user.type(screen.getByLabelText('Description'), 'For dry summers.');
    await user.upload(
      screen.getByLabelText('File'),
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Enter an English title.')).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('For dry summers.');

    answer = () => fail(413, 'FILE_TOO_LARGE', 'The file is too large', 'file');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This file is too big. Please choose a smaller file.')).toBeTruthy();
    // Typing a title and choosing a file take a while in jsdom on a busy machine.
  }, 40_000);

  it('retires a document only after a confirmation', async () => {
    signIn(GREEN_HILLS);
    let listed = [programmeDocument(2, 'Irrigation audit checklist', 'WATER')];
    const { calls } = await renderApp(
      '/programme/documents',
      handlers([], {
        'GET /api/console/programme-documents': () => ok(listed),
        'DELETE /api/console/programme-documents/2': () => {
          listed = [{ ...listed[0]!, retiredAt: '2026-12-02T09:00:00.000Z' }];
          return ok(listed[0]);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Irrigation audit checklist' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Clubs will no longer see “Irrigation audit checklist”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(
      await within(await screen.findByRole('region', { name: 'Retired documents' })).findByText(
        'Irrigation audit checklist',
      ),
    ).toBeTruthy();
  });
});
