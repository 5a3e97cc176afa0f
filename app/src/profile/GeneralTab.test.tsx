import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@oncourse/openapi';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { descriptionOf, renderApp } from '../test/render-app';
import { shellHandlers, signIn, summary } from '../test/session';

type User = ReturnType<typeof userEvent.setup>;

async function openProfile(handlers: Record<string, Handler>) {
  signIn({ id: 11, name: 'Green Hills', type: 'FACILITY', activities: ['main-dashboard'], logoId: null });
  return renderApp('/user-profile', { ...shellHandlers([summary(11, 'Green Hills')]), ...handlers });
}

async function changePassword(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Password' });
  await user.click(within(dialog).getByLabelText(/Current password/));
  await user.paste('old123');
  await user.click(within(dialog).getByLabelText(/^New password/));
  await user.paste('new12345');
  await user.click(within(dialog).getByLabelText(/Retype new password/));
  await user.paste('new12345');
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  return dialog;
}

// Whole-screen journeys through RJSF and react-aria take a few seconds in jsdom.
describe('change password (docs/accounts.md#errors)', { timeout: 20_000 }, () => {
  it('confirms a change', async () => {
    const user = userEvent.setup();
    const { calls } = await openProfile({
      'POST /api/app-user/change-password/7': () => ok({ acknowledged: true }),
    });
    const dialog = await changePassword(user);
    expect(await within(dialog).findByText('Your password has been changed successfully.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/app-user/change-password/7')?.body).toEqual({
      current_password: 'old123',
      password: 'new12345',
    });
  });

  it('explains a complexity refusal, a wrong current password and any other failure', async () => {
    const user = userEvent.setup();
    const answers = [
      fail(422, 'PASSWORD_COMPLEXITY', 'weak', 'password'),
      fail(401, 'INVALID_CREDENTIALS', 'Wrong password', 'current_password'),
      fail(500, 'INTERNAL_SERVER_ERROR'),
    ];
    await openProfile({
      'POST /api/app-user/change-password/7': () => answers.shift() ?? fail(500, 'INTERNAL_SERVER_ERROR'),
    });
    const dialog = await changePassword(user);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The password does not meet the required complexity requirements.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText(/Current password/))).toContain(
        'Your current password is not correct',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your password could not be changed. Please try again later.',
      ),
    );
  });
});

describe('roles per organisation (docs/accounts.md#behaviour)', { timeout: 20_000 }, () => {
  const link = (
    id: number,
    name: string,
    type: 'FACILITY' | 'TOURNAMENT',
    role: Schemas['JobRole'] | null,
  ): Schemas['UserOrganisationLink'] => ({
    id: id * 10,
    organisation_id: id,
    organisation_name: name,
    organisation_type: { name: type },
    role,
    email_address: 'alex.morgan@example.org',
    inviteStatus: 'joined',
  });

  it('removes a role and offers that organisation again, with roles of its type only', async () => {
    const user = userEvent.setup();
    // The fake server keeps what is saved, as the real one does: the list is reloaded after a change.
    let links = [
      link(11, 'Green Hills', 'FACILITY', 'management'),
      link(5, 'Open 2025', 'TOURNAMENT', 'tournament director'),
    ];
    const { calls } = await openProfile({
      'GET /api/organisation/user-in-organisation/7': () => ok(links),
      'PATCH /api/app-user/7/organisation/5': ({ body }) => {
        const updated = {
          ...link(5, 'Open 2025', 'TOURNAMENT', null),
          role: (body as { role: Schemas['JobRole'] | null }).role,
        };
        links = links.map((item) => (item.organisation_id === 5 ? updated : item));
        return ok(updated);
      },
    });
    expect(await screen.findByText('Tournament director')).toBeTruthy();
    // Every organisation has a role, so there is nothing to add yet.
    expect(screen.getByRole('button', { name: 'Add role' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove your role at Open 2025' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove role' }),
    );
    await waitFor(() => expect(screen.queryByText('Tournament director')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: null });

    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Organisation/ }), 'Open 2025');
    const role = within(dialog).getByRole('combobox', { name: /Role$/ });
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Tournament director');
    expect(options).not.toContain('Course Management');
    await user.selectOptions(role, 'Commercial manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(screen.getByText('Commercial manager')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      role: 'commercial manager',
    });
  });
});
