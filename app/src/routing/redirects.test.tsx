import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { germanStrings } from '../test/german-strings';
import { shellHandlers, signIn, summary } from '../test/session';

const strings = germanStrings;

describe('signed-out redirects carry lang (docs/languages-units-themes.md#languages)', () => {
  it('sends / to /login with the lang parameter, in that language', async () => {
    const { router } = await renderApp('/?lang=de', strings);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ lang: 'de' });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  });

  it('sends a signed-in page to /login keeping lang and the page to return to', async () => {
    const { router } = await renderApp('/user-profile?lang=fr');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ lang: 'fr', returnTo: '/user-profile?lang=fr' });
  });

  it('sends a reset link without token to the invalid-token page of its variant, keeping lang', async () => {
    const { router } = await renderApp('/tournaments/new-password?lang=de', strings);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tournaments/invalid-password-reset-token'),
    );
    expect(router.state.location.search).toMatchObject({ lang: 'de' });
  });

  it('checks a registration token before showing the form and redirects an invalid one', async () => {
    const { router, calls } = await renderApp('/complete-registration?token=spent&lang=de', {
      ...strings,
      'GET /api/registration/validate-token': () => ok({ valid: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/invalid-registration-token'));
    expect(router.state.location.search).toMatchObject({ lang: 'de' });
    expect(calls.find((call) => call.path === '/api/registration/validate-token')?.search).toBe(
      '?token=spent',
    );
  });

  it('keeps lang when following a link', async () => {
    const { router } = await renderApp('/login?lang=de', strings);
    const link = await screen.findByRole('link', { name: 'Passwort vergessen?' });
    link.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotten-password'));
    expect(router.state.location.search).toEqual({ lang: 'de' });
  });

  it('logs out to the sign-in page with lang, clearing the session', async () => {
    signIn({ id: 11, name: 'Green Hills', type: 'FACILITY', activities: ['main-dashboard'], logoId: null });
    const { router, services } = await renderApp('/logout?lang=de', {
      ...strings,
      ...shellHandlers([summary(11, 'Green Hills')]),
      'POST /api/auth/logout': () => ok({ acknowledged: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ lang: 'de' });
    expect(services.store.get((await import('../session/atoms')).sessionAtom)).toBeNull();
  });
});

describe('theme follows the path or the organisation (docs/languages-units-themes.md#themes)', () => {
  it('uses the tournament theme on signed-out tournament pages', async () => {
    await renderApp('/tournaments/login');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tournament'));
  });

  it('uses the facility theme on other signed-out pages', async () => {
    await renderApp('/login');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('facility'));
  });

  it('sends a signed-in user away from registration to the dashboard, as from sign-in', async () => {
    signIn({ id: 11, name: 'Green Hills', type: 'FACILITY', activities: ['main-dashboard'], logoId: null });
    const { router } = await renderApp('/registration-page', shellHandlers([summary(11, 'Green Hills')]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('follows the active organisation when signed in', async () => {
    signIn({ id: 5, name: 'Open 2025', type: 'TOURNAMENT', activities: ['main-dashboard'], logoId: null });
    await renderApp('/', shellHandlers([summary(5, 'Open 2025', 'TOURNAMENT')]));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tournament'));
  });
});
