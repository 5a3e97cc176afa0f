import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

const SECTIONS = [
  {
    id: 1,
    slug: 'oncourse-reports',
    name: 'Reports',
    contentData: [
      { slug: 'carbon-footprint', title: 'Carbon footprint' },
      { slug: 'annual-report', title: 'Annual report' },
    ],
  },
  { id: 2, slug: 'recognition', name: 'Recognition', contentData: [] },
  {
    id: 3,
    slug: 'support-planning',
    name: 'Support planning',
    contentData: [{ slug: 'action-plan', title: 'Build an action plan' }],
  },
];

const LONG = `<p>${'Fuel, electricity and gas become tonnes of CO2e. '.repeat(4)}</p><p>Second paragraph.</p>`;
const FOOTPRINT = {
  id: 102,
  title: 'Carbon footprint',
  teaser: 'How fuel becomes CO2e.',
  slug: 'carbon-footprint',
  sortcode: 1,
  imageRecord: null,
  documents: [{ id: 77, name: 'Method', fileType: 'pdf' }],
  contentData: [{ id: 102, title: null, html: LONG }],
};
const PLAN = { ...FOOTPRINT, id: 301, title: 'Build an action plan', slug: 'action-plan', documents: [] };

const handlers = {
  ...shellHandlers([summary(11, 'Green Hills')]),
  'GET /api/content/sections/languages/en': () => ok(SECTIONS),
  // By the slug the page's path names, asked for together with the sections.
  'GET /api/content/section/slug/oncourse-reports/languages/en/organisation/11': () => ok([FOOTPRINT]),
  'GET /api/content/section/slug/support-planning/languages/en/organisation/11': () => ok([PLAN]),
  'GET /api/documents/document/77': () =>
    new Response('%PDF-1.4', {
      headers: {
        'content-type': 'application/octet-stream',
        'content-filename': 'Carbon%20footprint%20method.pdf',
      },
    }),
};

let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const name = this.getAttribute('download');
    if (name) saved.push({ name, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('improve sections (docs/improve.md#screens)', { timeout: 20_000 }, () => {
  it('opens a section by its slug with the improve tiles, expandable text and downloads', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    await renderApp('/section/oncourse-reports', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();

    const areas = within(screen.getByRole('navigation', { name: 'Improve' }));
    expect(areas.getByRole('link', { name: /Reports/ }).getAttribute('aria-current')).toBe('page');
    expect(areas.getByRole('link', { name: /Recognition/ }).getAttribute('href')).toBe('/certification');
    expect(areas.getByRole('link', { name: /Support planning/ }).getAttribute('href')).toBe(
      '/section/oncourse-reports/support-planning',
    );

    const card = within(screen.getByRole('article', { name: 'Carbon footprint' }));
    expect(card.queryByText('Second paragraph.')).toBeNull();
    await user.click(card.getByRole('button', { name: /Show more/ }));
    expect(card.getByText('Second paragraph.')).toBeTruthy();
    expect(card.getByRole('button', { name: /Show less/ }).getAttribute('aria-expanded')).toBe('true');

    await user.click(card.getByRole('button', { name: 'Method PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Carbon footprint method.pdf', href: 'blob:download' }]),
    );
    expect(card.getByRole('link', { name: /Read the full page/ }).getAttribute('href')).toBe(
      '/section/oncourse-reports/carbon-footprint',
    );
  });

  it('shows one content page in full with the other pages of its section', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/section/oncourse-reports/carbon-footprint', {
      ...handlers,
      'GET /api/app-user/7/organisation': () => ok([{ ...summary(11, 'Green Hills'), country_lookup_id: 2 }]),
      'GET /api/content/slug/carbon-footprint/languages/en/countries/2/section/1/organisation/11': () =>
        ok(FOOTPRINT),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carbon footprint' })).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annual report' }).getAttribute('href')).toBe(
      '/section/oncourse-reports/annual-report',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'You are here' })).getByRole('link', { name: 'Reports' }),
    ).toBeTruthy();
  });

  it('plans support from a section, with the way to the helpdesk', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/section/oncourse-reports/support-planning', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support planning' })).toBeTruthy();
    expect(screen.getByText(/make progress on Reports/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Build an action plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact the helpdesk' }).getAttribute('href')).toBe('/helpdesk');
  });

  it('says a section does not exist rather than showing an empty page', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/section/nowhere', handlers);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('tells a member without the improve activity that the page is not available to them', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/section/oncourse-reports', {
      ...handlers,
      ...shellHandlers([{ ...summary(11, 'Green Hills'), activities: ['main-dashboard', 'reviews'] }]),
    });
    expect(await screen.findByRole('heading', { name: 'This page is not available to you' })).toBeTruthy();
    expect(screen.getByText('Your role in this account does not include the improve content.')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
  });
});
