import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, SERVER_USER, shellHandlers, signIn, summary } from '../test/session';

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

const LINKS = {
  bestPractices: [{ id: 1, slug: 'nature', title: 'Nature', sections: [] }],
  annualData: { id: 9, slug: 'annual-data', title: 'Annual data', sections: [] },
};

const menu = () => within(screen.getAllByRole('navigation', { name: 'Main menu' })[0]!);

describe('the signed-in frame (docs/shell.md#screens)', { timeout: 20_000 }, () => {
  it('offers the review sub-menus the review links name', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/helpdesk', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/links/organisation/11': () => ok(LINKS),
    });
    const review = await waitFor(() => menu().getByRole('list', { name: 'Review' }));
    expect(within(review).getByRole('link', { name: 'Best practices' }).getAttribute('href')).toBe(
      '/review/best-practice',
    );
    expect(within(review).getByRole('link', { name: 'Annual data' }).getAttribute('href')).toBe(
      '/annual-review/annual-data',
    );
  });

  it.each([
    ['a path no page has', '/nowhere-at-all'],
    ['a path that starts like a review page', '/review/best-practice/nature/summary'],
  ])('shows one frame around the not-found page for %s', async (_case, path) => {
    signIn(GREEN_HILLS);
    await renderApp(path, shellHandlers([summary(11, 'Green Hills')]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
  });

  it("shows our error card inside the frame when a page's data cannot be read, not the router's", async () => {
    signIn(GREEN_HILLS);
    // Countries named by numbers: sorting them by name throws in the page's loader.
    await renderApp('/create-facility', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/country/countries': () =>
        ok([
          { id: 1, title: 1 },
          { id: 2, title: 2 },
        ]),
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
  });

  it('hides the review sub-menus when the links cannot be had or offer nothing', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/helpdesk', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/links/organisation/11': () => fail(500, 'INTERNAL_SERVER_ERROR'),
    });
    await screen.findByRole('heading', { name: 'Helpdesk' });
    expect(menu().getByRole('link', { name: 'Review' })).toBeTruthy();
    expect(menu().queryByRole('link', { name: 'Best practices' })).toBeNull();
    cleanup();
    await renderApp('/helpdesk', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/links/organisation/11': () => ok({ bestPractices: [], annualData: null }),
    });
    await screen.findByRole('heading', { name: 'Helpdesk' });
    expect(menu().queryByRole('link', { name: 'Annual data' })).toBeNull();
  });

  it("shows the partner and footer logos of the organisation's country, with the default image on failure", async () => {
    signIn(GREEN_HILLS);
    const { calls } = await renderApp('/helpdesk', {
      ...shellHandlers([{ ...summary(11, 'Green Hills'), country_lookup_id: 44 }]),
      'GET /api/organisation/11/partner-logos/country/44': () =>
        ok([{ id: 5, title: 'National Federation', link: 'https://federation.example' }]),
      'GET /api/organisation/11/footer-logos/country/44': () =>
        ok([{ id: 6, title: 'OnCourse', link: null }]),
    });
    const partner = await screen.findByRole('img', { name: 'National Federation' });
    expect(partner.getAttribute('src')).toBe('/api/organisation/partner-logo/5');
    expect(partner.closest('a')?.getAttribute('href')).toBe('https://federation.example');
    const footer = within(screen.getByRole('contentinfo')).getByRole('img', { name: 'OnCourse' });
    expect(footer.getAttribute('src')).toBe('/api/organisation/footer-logo/6');
    fireEvent.error(footer);
    expect(footer.getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(calls.some((call) => call.path === '/api/organisation/11/partner-logos/country/44')).toBe(true);
  });

  it('themes the frame by the active organisation: blue for a tournament, green for a facility', async () => {
    signIn({ ...GREEN_HILLS, id: 5, name: 'Open 2025', type: 'TOURNAMENT' });
    await renderApp('/helpdesk', shellHandlers([summary(5, 'Open 2025', 'TOURNAMENT')]));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tournament'));
    cleanup();
    signIn(GREEN_HILLS);
    await renderApp('/helpdesk', shellHandlers([summary(11, 'Green Hills')]));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('facility'));
  });

  it('shows the switch-club link only with more than one organisation', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/helpdesk', shellHandlers([summary(11, 'Green Hills')]));
    await screen.findByRole('heading', { name: 'Helpdesk' });
    expect(screen.queryByRole('link', { name: /Switch club/ })).toBeNull();
    cleanup();
    await renderApp('/helpdesk', shellHandlers([summary(11, 'Green Hills'), summary(12, 'Lakeside')]));
    expect(await screen.findByRole('link', { name: /Switch club/ })).toBeTruthy();
  });

  it('offers a tournament member to switch tournament, not club', async () => {
    const open = { ...GREEN_HILLS, id: 5, name: 'Open 2025', type: 'TOURNAMENT' as const };
    signIn(open);
    await renderApp(
      '/helpdesk',
      shellHandlers([summary(5, 'Open 2025', 'TOURNAMENT'), summary(11, 'Green Hills')]),
    );
    expect(await screen.findByRole('link', { name: /Switch tournament/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Switch club/ })).toBeNull();
  });
});

describe('switching organisation (docs/organisations.md#behaviour)', { timeout: 20_000 }, () => {
  it('re-themes, reloads the review links for the new organisation and lands on the dashboard', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { calls, router } = await renderApp('/user-profile', {
      ...shellHandlers([summary(11, 'Green Hills'), summary(5, 'Open 2025', 'TOURNAMENT')]),
      'GET /api/reviews/links/organisation/11': () => ok(LINKS),
      'GET /api/reviews/links/organisation/5': () => ok({ bestPractices: [], annualData: LINKS.annualData }),
      'PATCH /api/app-user/7': ({ body }) => ok({ ...SERVER_USER, ...(body as object) }),
    });
    await waitFor(() => expect(menu().getByRole('link', { name: 'Best practices' })).toBeTruthy());
    await user.click(await screen.findByRole('tab', { name: 'Facilities' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Open 2025/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tournament'));
    await waitFor(() => expect(menu().queryByRole('link', { name: 'Best practices' })).toBeNull());
    expect(calls.some((call) => call.path === '/api/reviews/links/organisation/5')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Open 2025' })).toBeTruthy();
  });
});

describe('the error route (docs/shell.md#screens)', { timeout: 20_000 }, () => {
  it('is what any path containing "error" shows', async () => {
    const { router } = await renderApp('/section/error-pages', {
      'GET /api/healthcheck': () => new Response(null, { status: 503 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByRole('heading', { name: "We'll be back." })).toBeTruthy();
  });

  it('returns to / once the server answers its health check', async () => {
    const { router } = await renderApp('/error', { 'GET /api/healthcheck': () => new Response('{}') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/error'));
  });
});

describe('sign-in brings the user back (docs/shell.md#access)', { timeout: 20_000 }, () => {
  it('to the signed-in page they asked for', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/helpdesk', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'POST /api/auth/login': () => ok({ user: SERVER_USER, accessToken: 'access-1', refresh_token: 'r' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByLabelText(/E-mail address/));
    await user.paste('alex.morgan@example.org');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpdesk'));
    expect(await screen.findByRole('heading', { name: 'Helpdesk' })).toBeTruthy();
  });
});
