// Improvement content and tiles in the console (docs/programme-console.md#content): the list with
// each item's translation completeness, a draft saved and then published, the marker where a
// language shows the English, restoring an earlier version, and images: one put into the text and a
// tile's picture changed.
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
const LANGUAGES = [
  { key: 'en', value: 'English', language: 'English', countryCode: 'GB' },
  { key: 'de', value: 'German', language: 'Deutsch', countryCode: 'DE' },
  { key: 'sv', value: 'Swedish', language: 'Svenska', countryCode: 'SE' },
];

const tile = (more: Partial<Schemas['EditableContent']> = {}): Schemas['EditableContent'] => ({
  kind: 'tile',
  id: 1,
  section: null,
  link: '/reviews',
  picture: null,
  published: {
    title: { en: 'Best practices', de: 'Gute Praxis' },
    teaser: { en: 'Answer the reviews.' },
    body: {},
  },
  publishedCompleteness: { de: 50, sv: 0 },
  draft: null,
  draftCompleteness: null,
  draftUpdatedAt: null,
  versions: [],
  ...more,
});

function handlers(more: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/certification/me': () => ok(STAFF),
    'GET /api/language/supported-languages': () => ok(LANGUAGES),
    ...more,
  };
}

describe('content editing', () => {
  it('lists tiles and items by section with their translation completeness', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/content',
      handlers({
        'GET /api/console/content': () =>
          ok([
            {
              kind: 'item',
              id: 101,
              section: 'Reports',
              title: 'Annual report',
              version: 2,
              hasDraft: true,
              completeness: { de: 100, sv: 60 },
            },
            {
              kind: 'tile',
              id: 1,
              section: null,
              title: 'Best practices',
              version: 0,
              hasDraft: false,
              completeness: { de: 50, sv: 0 },
            },
          ]),
      }),
    );
    const reports = await screen.findByRole('region', { name: 'Reports' });
    expect(within(reports).getByRole('link', { name: 'Annual report' }).getAttribute('href')).toBe(
      '/programme/content/item/101',
    );
    expect(within(reports).getByText('Translated: de 100%, sv 60%')).toBeTruthy();
    expect(within(reports).getByText('Draft waiting')).toBeTruthy();
    expect(within(reports).getByText('Version 2')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Dashboard tiles' })).getByText('As seeded'),
    ).toBeTruthy();
  });

  it('saves a draft, then publishes it; an English title is required', async () => {
    signIn(GREEN_HILLS);
    let current = tile();
    let sent: unknown = null;
    const { calls } = await renderApp(
      '/programme/content/tile/1',
      handlers({
        'GET /api/console/content/tile/1': () => ok(current),
        'PUT /api/console/content/tile/1/draft': ({ body }) => {
          sent = body;
          const wording = body as Schemas['ContentWording'];
          if (!wording.title.en?.trim())
            return fail(422, 'REQUIRED_FIELD_MISSING', 'An English title is required', 'title.en');
          current = tile({
            draft: wording,
            draftCompleteness: { de: 50, sv: 0 },
            draftUpdatedAt: '2026-12-02T10:00:00.000Z',
          });
          return ok(current);
        },
        'POST /api/console/content/tile/1/publish': () => {
          current = tile({
            published: current.draft!,
            versions: [
              { version: 2, publishedAt: '2026-12-02T10:05:00.000Z', publishedBy: 'Sam Staff' },
              { version: 1, publishedAt: '2026-12-01T10:00:00.000Z', publishedBy: null },
            ],
          });
          return ok(current);
        },
      }),
    );
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter an English title.')).toBeTruthy();

    await user.type(title, 'Reviews');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Clubs see it once it is published.')).toBeTruthy();
    expect(sent).toMatchObject({ title: { en: 'Reviews', de: 'Gute Praxis' } });
    expect(screen.getByRole('heading', { name: 'Preview of the draft' })).toBeTruthy();
    expect(within(screen.getByTestId('content-preview')).getByText('Reviews')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Clubs read it now.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/publish'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Restore version 1' })).toBeTruthy();
    // Typing a title and choosing a file take a while in jsdom on a busy machine.
  }, 40_000);

  it('marks what a language shows in English, in the form and in the preview', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/content/tile/1',
      handlers({ 'GET /api/console/content/tile/1': () => ok(tile()) }),
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language to edit'), 'sv');
    expect(screen.getAllByText('Svenska: not translated yet, so readers see the English.').length).toBe(2);
    const preview = screen.getByTestId('content-preview');
    expect(
      within(preview).getByText('Svenska: not fully translated; the marked parts show the English.'),
    ).toBeTruthy();
    expect(within(preview).getByText('Best practices').hasAttribute('data-fallback')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Language to edit'), 'de');
    expect(
      within(screen.getByTestId('content-preview')).getByText('Gute Praxis').hasAttribute('data-fallback'),
    ).toBe(false);
  });

  it('restores an earlier version', async () => {
    signIn(GREEN_HILLS);
    const versions = [
      { version: 2, publishedAt: '2026-12-02T10:05:00.000Z', publishedBy: 'Sam Staff' },
      { version: 1, publishedAt: '2026-12-01T10:00:00.000Z', publishedBy: null },
    ];
    let current = tile({ versions });
    await renderApp(
      '/programme/content/tile/1',
      handlers({
        'GET /api/console/content/tile/1': () => ok(current),
        'POST /api/console/content/tile/1/versions/1/restore': () => {
          current = tile({
            versions: [
              { version: 3, publishedAt: '2026-12-02T11:00:00.000Z', publishedBy: 'Sam Staff' },
              ...versions,
            ],
          });
          return ok(current);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 is published again, as version 3.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore version 2' })).toBeTruthy();
  });

  it('puts an uploaded image into the text, described, and the draft saves it', async () => {
    signIn(GREEN_HILLS);
    const item: Schemas['EditableContent'] = {
      ...tile(),
      kind: 'item',
      id: 101,
      section: 'Reports',
      link: '/section/oncourse-reports/annual-sustainability-report',
      published: { title: { en: 'Annual report' }, teaser: {}, body: { en: '<p>Your year.</p>' } },
    };
    let uploads = 0;
    let sent: Schemas['ContentWording'] | null = null;
    await renderApp(
      '/programme/content/item/101',
      handlers({
        'GET /api/console/content/item/101': () => ok(item),
        'POST /api/console/content/images': () => {
          uploads += 1;
          return uploads === 1
            ? fail(413, 'FILE_TOO_LARGE', 'The image is too large', 'file')
            : ok({ id: 812, url: '/api/content/image/812' });
        },
        'PUT /api/console/content/item/101/draft': ({ body }) => {
          sent = body as Schemas['ContentWording'];
          return ok({ ...item, draft: sent, draftUpdatedAt: '2026-12-02T10:00:00.000Z' });
        },
      }),
    );
    const user = userEvent.setup();
    const heath = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'heath.png', { type: 'image/png' });
    // The TipTap editor loads in its own chunk, after the form.
    const text = await screen.findByRole('textbox', { name: 'Text' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Where clubs read it' }).getAttribute('href')).toBe(
      '/section/oncourse-reports/annual-sustainability-report',
    );

    // Without words for what it shows, nothing is uploaded.
    await user.upload(screen.getByLabelText('Image (PNG or JPEG)'), heath);
    await user.click(screen.getByRole('button', { name: 'Insert the image' }));
    expect(await screen.findByText('Say in words what the image shows.')).toBeTruthy();
    expect(uploads).toBe(0);

    await user.type(screen.getByLabelText(/^What the image shows/), 'The heath in bloom');
    await user.click(screen.getByRole('button', { name: 'Insert the image' }));
    expect(await screen.findByText('This image is too big: images can be at most 5 MB.')).toBeTruthy();
    expect(text.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Insert the image' }));
    await waitFor(() =>
      expect(text.querySelector('img')?.getAttribute('src')).toBe('/api/content/image/812'),
    );
    expect(text.querySelector('img')?.getAttribute('alt')).toBe('The heath in bloom');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Clubs see it once it is published.')).toBeTruthy();
    expect(sent!.body.en).toContain('<img src="/api/content/image/812" alt="The heath in bloom">');
    expect(sent!.body.en).toContain('<p>Your year.</p>');
  }, 40_000);

  it('changes a tile’s picture: the image is uploaded, then made the picture', async () => {
    signIn(GREEN_HILLS);
    let current = tile();
    let chosen: unknown = null;
    await renderApp(
      '/programme/content/tile/1',
      handlers({
        'GET /api/console/content/tile/1': () => ok(current),
        'POST /api/console/content/images': () => ok({ id: 813, url: '/api/content/image/813' }),
        'PUT /api/console/content/tile/1/picture': ({ body }) => {
          chosen = body;
          current = tile({ picture: { id: 813, url: '/api/content/image/813' } });
          return ok(current);
        },
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No picture yet.')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('New picture (PNG or JPEG)'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tile.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Change the picture' }));
    expect(await screen.findByText('The picture is changed: clubs see it now.')).toBeTruthy();
    expect(chosen).toEqual({ imageId: 813 });
    expect((await screen.findByAltText('The current picture')).getAttribute('src')).toBe(
      '/api/content/image/813',
    );
  });
});
