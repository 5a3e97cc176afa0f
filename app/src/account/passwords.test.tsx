import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { clearCookies, descriptionOf, renderApp } from '../test/render-app';

afterEach(() => {
  cleanup();
  clearCookies();
});

type User = ReturnType<typeof userEvent.setup>;

async function choosePasswords(user: User, password: string, retype: string) {
  await user.click(await screen.findByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/Retype new password/));
  await user.paste(retype);
}

// Whole-form journeys through RJSF take a few seconds in jsdom.
describe('password reset (docs/accounts.md)', { timeout: 20_000 }, () => {
  it('checks the password rule and the retype before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp('/new-password?token=t1', {
      'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
    });
    // Letters and digits, but one character short of the server's 8.
    await choosePasswords(user, 'abc1234', 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(descriptionOf(screen.getByLabelText(/^New password/))).toContain(
      'Your password does not meet the minimum requirements: use at least 8 characters.',
    );
    expect(descriptionOf(screen.getByLabelText(/Retype new password/))).toContain(
      'Your passwords do not match',
    );
    expect(calls.some((call) => call.path === '/api/auth/new-password')).toBe(false);
  });

  it('says which rule failed rather than "missing fields" when only the rule or the retype is wrong', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp('/new-password?token=t1', {
      'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
    });
    await choosePasswords(user, 'greenfairway', 'greenfairway');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your password does not meet the minimum requirements: add at least one number.',
    );
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/Retype new password/));
    await choosePasswords(user, 'greenfairway٣', 'greenfairway3');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your passwords do not match'));
    expect(calls.some((call) => call.path === '/api/auth/new-password')).toBe(false);
  });

  it("shows the server's complexity refusal, then succeeds to the sign-in link", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { router, calls } = await renderApp('/tournaments/new-password?token=t1&lang=de', {
      'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
      'POST /api/auth/new-password': () =>
        ++attempts === 1
          ? fail(422, 'PASSWORD_COMPLEXITY', 'weak', 'password')
          : ok({ signInLink: '/tournaments/login?lang=de', emailAddress: 'alex.morgan@example.org' }),
    });
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password does not meet the required complexity requirements.',
    );
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments/password-reset-success'));
    expect(router.state.location.search).toEqual({ lang: 'de', signInLink: '/tournaments/login?lang=de' });
    expect(calls.find((call) => call.path === '/api/auth/new-password')?.body).toEqual({
      token: 't1',
      password: 'abcd1234',
      is_tournament_login: true,
    });
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments/login'));
    // Signing in after the reset: the address is filled in, only the password is left to type.
    const address = await screen.findByLabelText(/E-mail address/);
    expect((address as HTMLInputElement).value).toBe('alex.morgan@example.org');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it('sends a spent token found on submit to the invalid-token page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/new-password?token=t1', {
      'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
      'POST /api/auth/new-password': () => fail(422, 'INVALID_RESOURCE', 'used', 'token'),
    });
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invalid-password-reset-token'));
    expect(
      await screen.findByText('The reset password token is either invalid, or has been used before.'),
    ).toBeTruthy();
  });
});

describe('complete registration (docs/registration.md#behaviour)', { timeout: 20_000 }, () => {
  it('asks for the password after a valid token and ends on registration-completed', async () => {
    const user = userEvent.setup();
    const { router, calls } = await renderApp('/complete-registration?token=r1', {
      'GET /api/registration/validate-token': () => ok({ valid: true }),
      'POST /api/registration/complete-registration': () =>
        ok({ signInLink: '/login', emailAddress: 'sam.bunker@example.org' }),
    });
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-completed'));
    expect(calls.find((call) => call.path === '/api/registration/complete-registration')?.body).toEqual({
      token: 'r1',
      password: 'abcd1234',
    });
    await user.click(await screen.findByRole('link', { name: 'Return to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByLabelText(/E-mail address/)) as HTMLInputElement).value).toBe(
      'sam.bunker@example.org',
    );
  });
});

describe('/error (docs/shell.md#screens)', () => {
  it("shows 'We'll be back.' while the server is down and returns to / once it answers", async () => {
    let up = false;
    const user = userEvent.setup();
    const { router } = await renderApp('/error', {
      'GET /api/healthcheck': () =>
        up ? ok({ status: 'up', database: 'pglite' }) : fail(503, 'INTERNAL_SERVER_ERROR'),
    });
    expect(await screen.findByRole('heading', { name: "We'll be back." })).toBeTruthy();
    up = true;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
