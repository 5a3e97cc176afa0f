import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import de from '@oncourse/fixtures/strings/de.json';
import { GREEN_HILLS, USER, shellHandlers, signIn, summary } from '../test/session';
import { setActiveOrganisationAtom } from '../session/atoms';

describe('the signed-in shell loads its data through the layout route', { timeout: 20_000 }, () => {
  it('shows the helpdesk badge and the improve sections of the active organisation', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/user-profile', {
      ...shellHandlers([summary(11, 'Green Hills'), summary(12, 'Blue Lakes')]),
      'GET /api/app-user/7/helpdesk/badge': () => ok({ count: 120 }),
      'GET /api/content/sections/languages/en': ({ search }) =>
        ok([{ id: 4, name: search.includes('orgId=11') ? 'Reports' : 'Other reports' }]),
    });
    expect(await screen.findByRole('link', { name: 'Helpdesk, 99+ unread' })).toBeTruthy();
    expect((await screen.findAllByText('Reports')).length).toBeGreaterThan(0);
  });

  it('reloads the menu when the active organisation changes', async () => {
    signIn(GREEN_HILLS);
    const { services, calls } = await renderApp('/user-profile', {
      ...shellHandlers([summary(11, 'Green Hills'), summary(12, 'Blue Lakes')]),
      'GET /api/content/sections/languages/en': ({ search }) =>
        ok([{ id: 4, name: search.includes('orgId=12') ? 'Blue reports' : 'Reports' }]),
    });
    expect((await screen.findAllByText('Reports')).length).toBeGreaterThan(0);
    await act(async () => {
      services.store.set(setActiveOrganisationAtom, { ...GREEN_HILLS, id: 12, name: 'Blue Lakes' });
    });
    await waitFor(() => expect(screen.getAllByText('Blue reports').length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.path === '/api/content/sections/languages/en')).toHaveLength(2);
  });

  it("shows a German reader's page in German from its first frame, never the English menu first", async () => {
    signIn(GREEN_HILLS, { ...USER, language: 'de' });
    // Every text the page ever showed, caught as it is drawn rather than once it has settled.
    const shown = new Set<string>();
    const observer = new MutationObserver(() => shown.add(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderApp('/user-profile', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/content/sections/languages/de': () => ok([]),
      'GET /api/string/strings-by-code': ({ search }) =>
        new URLSearchParams(search).get('code') === 'de'
          ? ok({ code: 'de', strings: de })
          : fail(404, 'NOT_FOUND'),
    });
    expect((await screen.findAllByText(de['menu.logout'])).length).toBeGreaterThan(0);
    observer.disconnect();
    expect([...shown].filter((text) => text.includes('Log out'))).toEqual([]);
  });
});
