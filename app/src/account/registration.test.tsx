import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { descriptionOf, renderApp } from '../test/render-app';

type User = ReturnType<typeof userEvent.setup>;

// Pasting is one change event: typing character by character is slow on small machines.
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillRegistration(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: /First name/ }), 'Alex');
  await fill(user, screen.getByRole('textbox', { name: /Last name/ }), 'Morgan');
  await fill(user, screen.getByRole('textbox', { name: /E-mail address/ }), 'alex.morgan@example.org');
  // The light form's dropdown is the browser's own select.
  await user.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'Course Management');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

// Whole-form journeys take a few seconds in jsdom.
describe(
  '/registration-page (docs/registration.md#what-is-stored, docs/registration.md#input-rules)',
  { timeout: 20_000 },
  () => {
    it('posts the registration payload with the fixed defaults and hear-about left at its default as null', async () => {
      const user = userEvent.setup();
      const { router, calls } = await renderApp('/registration-page', {
        'POST /api/registration/new-registration': () => ok({ email_address: 'alex.morgan@example.org' }),
      });
      await fillRegistration(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/registration-link-sent'));
      expect(calls.find((call) => call.path === '/api/registration/new-registration')?.body).toEqual({
        first_name: 'Alex',
        last_name: 'Morgan',
        email: 'alex.morgan@example.org',
        language: 'en',
        status: 'management',
        hear_about_us: null,
        allow_correspondence: false,
        email_notifications: false,
        introductory_tour: false,
        measurement_unit: 'metric',
      });
      expect(router.state.location.state.registrationEmail).toBe('alex.morgan@example.org');
      expect(await screen.findByText('alex.morgan@example.org')).toBeTruthy();
    });

    it('shows the duplicate-address message on the e-mail field', async () => {
      const user = userEvent.setup();
      const { router } = await renderApp('/registration-page', {
        'POST /api/registration/new-registration': () =>
          fail(409, 'NOT_UNIQUE', 'Email not unique', 'email_address'),
      });
      await fillRegistration(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));

      const email = screen.getByRole('textbox', { name: /E-mail address/ });
      await waitFor(() =>
        expect(descriptionOf(email)).toContain(
          'This e-mail address is already registered, please return to login',
        ),
      );
      expect(router.state.location.pathname).toBe('/registration-page');
    });

    it('requires the terms box and says so', async () => {
      const user = userEvent.setup();
      const { calls } = await renderApp('/registration-page');
      await fill(user, await screen.findByRole('textbox', { name: /First name/ }), 'Alex');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(descriptionOf(screen.getByRole('checkbox', { name: /I agree to the/ }))).toContain(
        'Please agree to the terms & conditions',
      );
      expect(calls.some((call) => call.path === '/api/registration/new-registration')).toBe(false);
    });

    it('says who invited the person to which facility, keeps the address and goes straight to the password', async () => {
      const user = userEvent.setup();
      const { calls, router } = await renderApp(
        '/registration-page?token=invite-1&emailAddress=sam%40club.org',
        {
          'GET /api/registration/invitation': () =>
            ok({
              email_address: 'sam@club.org',
              inviter_name: 'Olive Owner',
              organisation_name: 'Green Hills',
              organisation_type: 'FACILITY',
            }),
          'POST /api/registration/new-registration': () =>
            ok({ email_address: 'sam@club.org', address_confirmed: true }),
          'GET /api/registration/validate-token': () => ok({ valid: true }),
        },
      );
      expect(
        await screen.findByText('Olive Owner invited you to join the facility Green Hills on OnCourse.'),
      ).toBeTruthy();
      const email = screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement;
      expect(email.value).toBe('sam@club.org');
      expect(email.readOnly).toBe(true);
      await fill(user, screen.getByRole('textbox', { name: /First name/ }), 'Sam');
      await fill(user, screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
      await user.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'User');
      await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      await user.click(screen.getByRole('button', { name: 'Register' }));
      // No "check your mail" page: the invitation proved the address, the password is next.
      await waitFor(() => expect(router.state.location.pathname).toBe('/complete-registration'));
      expect(router.state.location.search).toMatchObject({ token: 'invite-1' });
      expect(calls.find((call) => call.path === '/api/registration/new-registration')?.body).toMatchObject({
        email: 'sam@club.org',
        status: 'USER',
        token: 'invite-1',
      });
    });

    it("offers a tournament's roles for a tournament's invitation", async () => {
      await renderApp('/registration-page?token=invite-2', {
        'GET /api/registration/invitation': () =>
          ok({
            email_address: 'kim@open.org',
            inviter_name: null,
            organisation_name: 'Open 2027',
            organisation_type: 'TOURNAMENT',
          }),
      });
      expect(
        await screen.findByText('You have been invited to join the tournament Open 2027 on OnCourse.'),
      ).toBeTruthy();
      const roles = screen.getByRole('combobox', { name: /Your role/ });
      expect(within(roles).getByRole('option', { name: 'Tournament director' })).toBeTruthy();
    });

    it("shows a tournament's invitation in the tournament theme, its logo leading to the tournaments' sign-in", async () => {
      await renderApp('/registration-page?token=invite-3', {
        'GET /api/registration/invitation': () =>
          ok({
            email_address: 'kim@open.org',
            inviter_name: 'Olive Owner',
            organisation_name: 'Open 2027',
            organisation_type: 'TOURNAMENT',
          }),
      });
      await screen.findByText('Olive Owner invited you to join the tournament Open 2027 on OnCourse.');
      await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tournament'));
      expect(screen.getByRole('link', { name: 'OnCourse home' }).getAttribute('href')).toBe(
        '/tournaments/login',
      );
    });

    it("shows a facility's invitation, and the ordinary form, in the facility theme", async () => {
      await renderApp('/registration-page?token=invite-4', {
        'GET /api/registration/invitation': () =>
          ok({
            email_address: 'sam@club.org',
            inviter_name: 'Olive Owner',
            organisation_name: 'Green Hills',
            organisation_type: 'FACILITY',
          }),
      });
      await screen.findByText('Olive Owner invited you to join the facility Green Hills on OnCourse.');
      await waitFor(() => expect(document.documentElement.dataset.theme).toBe('facility'));
      expect(screen.getByRole('link', { name: 'OnCourse home' }).getAttribute('href')).toBe('/login');
    });

    it('is the ordinary form when the invitation no longer works', async () => {
      await renderApp('/registration-page?token=spent&emailAddress=sam%40club.org', {
        'GET /api/registration/invitation': () => fail(404, 'NOT_FOUND', 'gone', 'token'),
      });
      const email = (await screen.findByRole('textbox', { name: /E-mail address/ })) as HTMLInputElement;
      expect(email.value).toBe('sam@club.org');
      expect(email.readOnly).toBe(false);
    });
  },
);
