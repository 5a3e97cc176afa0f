import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

describe('side menu links (docs/shell.md#screens)', { timeout: 20_000 }, () => {
  it('navigates inside the app and marks the current page', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { router } = await renderApp('/helpdesk', shellHandlers([summary(11, 'Green Hills')]));
    const menu = within(screen.getAllByRole('navigation', { name: 'Main menu' })[0]!);
    expect(menu.getByRole('link', { name: 'Main dashboard' }).getAttribute('aria-current')).toBeNull();
    await user.click(menu.getByRole('link', { name: 'Main dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Alex' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Main dashboard' }).getAttribute('aria-current')).toBe('page');
  });
});
