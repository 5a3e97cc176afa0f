import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

describe('every page names its browser tab', { timeout: 20_000 }, () => {
  it.each([
    ['/login', 'Sign in · OnCourse'],
    ['/tournaments/login', 'Sign in to OnCourse Tournaments · OnCourse'],
    ['/forgotten-password', 'Forgotten your password? · OnCourse'],
    ['/terms-and-conditions', 'Terms and conditions · OnCourse'],
  ])('%s → %s', async (path, title) => {
    await renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names signed-in pages too, and the terms and unknown pages keep the signed-in frame', async () => {
    signIn(GREEN_HILLS);
    const { router } = await renderApp('/helpdesk', shellHandlers([summary(11, 'Green Hills')]));
    await waitFor(() => expect(document.title).toBe('Helpdesk · OnCourse'));
    await router.navigate({ to: '/terms-and-conditions' });
    await waitFor(() => expect(document.title).toBe('Terms and conditions · OnCourse'));
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
    await router.navigate({ to: '/nowhere/at/all' as '/' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
  });
});
