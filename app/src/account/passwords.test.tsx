import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { descriptionOf, renderApp } from '../test/render-app';
import { SERVER_USER, shellHandlers, summary } from '../test/session';
import { sessionAtom } from '../session/atoms';

type User = ReturnType<typeof userEvent.setup>;

/** What both set-password calls answer besides the links: a session, as a sign-in's. */
const session = { user: SERVER_USER, accessToken: 'access-after-reset', refresh_token: 'refresh-1' };

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

  it("shows the server's complexity refusal, then signs in and opens the page the person was going to", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { router, calls, services } = await renderApp(
      '/tournaments/new-password?token=t1&lang=de&returnTo=%2Fhelpdesk',
      {
        ...shellHandlers([summary(3, 'Open 2027', 'TOURNAMENT'), summary(11, 'Green Hills')]),
        'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
        'POST /api/auth/new-password': () =>
          ++attempts === 1
            ? fail(422, 'PASSWORD_COMPLEXITY', 'weak', 'password')
            : ok({
                ...session,
                signInLink: '/tournaments/login?lang=de',
                emailAddress: SERVER_USER.email_address,
              }),
      },
    );
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password does not meet the required complexity requirements.',
    );
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    // Signed in by the answer itself: no sign-in page in between.
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpdesk'));
    expect(services.store.get(sessionAtom)?.accessToken).toBe('access-after-reset');
    // A tournament's reset prefers the person's tournament.
    expect(services.store.get(sessionAtom)?.organisation?.name).toBe('Open 2027');
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
    expect(calls.find((call) => call.path === '/api/auth/new-password')?.body).toEqual({
      token: 't1',
      password: 'abcd1234',
      is_tournament_login: true,
    });
  });

  it('with nowhere to return to, opens the dashboard signed in', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/new-password?token=t1', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/auth/validate-password-reset-token': () => ok({ valid: true }),
      'POST /api/auth/new-password': () =>
        ok({ ...session, signInLink: '/login', emailAddress: SERVER_USER.email_address }),
    });
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Green Hills' })).toBeTruthy();
  });

  it('carries the page the person was going to from sign-in through the reset request', async () => {
    const user = userEvent.setup();
    const { router, calls } = await renderApp('/login?returnTo=%2Fhelpdesk', {
      'POST /api/auth/request-password-reset': () => ok({ acknowledged: true }),
    });
    await user.click(await screen.findByRole('link', { name: /Forgotten your password/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotten-password'));
    await user.click(await screen.findByLabelText(/E-mail address/));
    await user.paste('alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotten-password/link-sent'));
    expect(calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email_address: 'alex@example.org',
      is_tournament_login: false,
      return_to: '/helpdesk',
    });
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
  it('asks for the password after a valid token, then signs in and opens the team it joined', async () => {
    const user = userEvent.setup();
    const { router, calls, services } = await renderApp('/complete-registration?token=r1', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/registration/validate-token': () => ok({ valid: true }),
      'POST /api/registration/complete-registration': () =>
        ok({ ...session, signInLink: '/login', emailAddress: SERVER_USER.email_address }),
    });
    await choosePasswords(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/registration/complete-registration')?.body).toEqual({
      token: 'r1',
      password: 'abcd1234',
    });
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
    expect(services.store.get(sessionAtom)?.user.email).toBe(SERVER_USER.email_address);
    expect(await screen.findByRole('heading', { name: 'Green Hills' })).toBeTruthy();
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
