import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

afterEach(() => {
  cleanup();
  clearCookies();
});

describe('side menu links (spec 000 §2)', { timeout: 20_000 }, () => {
  it('leads to a page of a later release that says so, and marks it as the current page', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { router } = await renderApp('/', shellHandlers([summary(11, 'Green Hills')]));
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    await user.click(within(menu).getByRole('link', { name: 'Facility profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/facility'));
    expect(await screen.findByRole('heading', { name: 'Facility profile' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Facility profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });
});
