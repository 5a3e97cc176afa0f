import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { shellHandlers, signIn, summary } from '../test/session';

async function openProfile(handlers: Record<string, Handler>) {
  signIn({ id: 11, name: 'Green Hills', type: 'FACILITY', activities: ['main-dashboard'], logoId: null });
  return renderApp('/user-profile', { ...shellHandlers([summary(11, 'Green Hills')]), ...handlers });
}

async function deleteAccount() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  // The confirmation names what goes and what stays before anything is deleted.
  expect(dialog.textContent).toContain('signed out on every device');
  expect(dialog.textContent).toContain('a former member');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

// Whole-screen journeys through react-aria take a few seconds in jsdom.
describe('personal data on the profile (docs/accounts.md#personal-data)', { timeout: 45_000 }, () => {
  it('deletes the account only after the confirmation, then signs out', async () => {
    const { calls, router } = await openProfile({
      'DELETE /api/app-user/7': () => ok({ id: 7 }),
      'POST /api/auth/logout': () => ok({ acknowledged: true }),
    });
    await deleteAccount();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('DELETE /api/app-user/7')).toBeGreaterThan(-1);
    expect(order.indexOf('POST /api/auth/logout')).toBeGreaterThan(order.indexOf('DELETE /api/app-user/7'));
  });

  it('tells an owner to hand over ownership first, and stays', async () => {
    const { router } = await openProfile({
      'DELETE /api/app-user/7': () =>
        fail(403, 'FORBIDDEN_RESOURCE', 'The owner cannot be removed; hand over ownership first', 'id'),
    });
    await deleteAccount();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You own an organisation. Hand over ownership first, then delete your account.',
    );
    expect(router.state.location.pathname).toBe('/user-profile');
  });
});
