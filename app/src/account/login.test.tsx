import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { descriptionOf, renderApp } from '../test/render-app';
import { SERVER_USER, summary } from '../test/session';
import { sessionAtom } from '../session/atoms';

async function signIn(path: string, answer: () => Response) {
  const user = userEvent.setup();
  const app = await renderApp(path, {
    'POST /api/auth/login': answer,
    'GET /api/app-user/7/organisation': () => ok([summary(3, 'Alpha'), summary(11, 'Green Hills')]),
    'GET /api/app-user/7/helpdesk/badge': () => ok({ count: 0 }),
    'GET /api/maintenance': () => ok({ notification: null }),
  });
  await user.click(await screen.findByLabelText(/E-mail address/));
  await user.paste('alex.morgan@example.org');
  await user.click(screen.getByLabelText(/Password/));
  await user.paste('secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return app;
}

describe('sign-in errors (docs/accounts.md#errors)', () => {
  it.each([
    ['/login', 401, 'We couldn’t sign you in. Check your e-mail address and password.'],
    ['/login', 403, 'There was a problem authenticating. Please check permissions.'],
    ['/tournaments/login', 403, 'There is not a tournament associated with this account.'],
    ['/login', 400, 'Check that your e-mail address is complete, or reset your password.'],
    ['/login', 500, 'Something went wrong. Please try again later.'],
  ])('%s answered %i shows its text', async (path, status, text) => {
    await signIn(path, () => fail(status, status === 403 ? 'FORBIDDEN_RESOURCE' : 'INVALID_CREDENTIALS'));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('signs in, sends the tournament flag and opens the dashboard with the saved organisation', async () => {
    const { router, services, calls } = await signIn('/login', () =>
      ok({ user: SERVER_USER, accessToken: 'access-1', refresh_token: 'refresh-1' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email_address: 'alex.morgan@example.org',
      password: 'secret1',
      isTournamentLogin: false,
    });
    expect(services.store.get(sessionAtom)?.organisation?.name).toBe('Green Hills');
    expect(await screen.findByRole('heading', { name: 'Green Hills' })).toBeTruthy();
  });

  it('requires e-mail and password before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(descriptionOf(screen.getByLabelText(/E-mail address/))).toBe('This field is required');
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check the form and correct the missing fields',
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/));
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });
});

describe('forgotten password (docs/accounts.md#behaviour, docs/accounts.md#input-rules)', () => {
  it('asks for a valid e-mail address, not for missing fields, and then shows the neutral confirmation of its variant', async () => {
    const user = userEvent.setup();
    const { router, calls } = await renderApp('/tournaments/forgotten-password', {
      'POST /api/auth/request-password-reset': () => ok({ acknowledged: true }),
    });
    const email = await screen.findByLabelText(/E-mail address/);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(descriptionOf(email)).toBe('Enter a valid e-mail address');
    // The field is filled, so the form does not speak of missing fields.
    expect(screen.getByRole('alert').textContent).toBe('Please check the form and correct the marked fields');
    await user.clear(email);
    await user.paste('alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tournaments/forgotten-password/link-sent'),
    );
    expect(calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email_address: 'alex@example.org',
      is_tournament_login: true,
    });
  });
});

describe('preparing the page after signing in (docs/engineering.md#first-visit)', () => {
  it('starts loading the signed-in pages’ texts once the person types, not when the page only opens', async () => {
    const user = userEvent.setup();
    const { services } = await renderApp('/login', {
      'GET /api/maintenance': () => ok({ notification: null }),
    });
    const email = await screen.findByLabelText(/E-mail address/);
    // The address field has the focus as the page opens: that alone downloads nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(services.catalogue.getSnapshot().t('menu.dashboard')).not.toBe('Main dashboard');
    await user.type(email, 'a');
    await waitFor(() => expect(services.catalogue.getSnapshot().t('menu.dashboard')).toBe('Main dashboard'));
  });
});
