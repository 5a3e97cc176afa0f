import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { SERVER_USER, shellHandlers, signIn, summary } from '../test/session';
import { activeOrganisationAtom } from '../session/atoms';
import type { ActiveOrganisation } from '../session/types';

const GREEN_HILLS: ActiveOrganisation = {
  id: 11,
  name: 'Green Hills',
  type: 'FACILITY',
  activities: ['main-dashboard'],
  logoId: null,
};
const OPEN: ActiveOrganisation = {
  id: 5,
  name: 'Open 2025',
  type: 'TOURNAMENT',
  activities: ['main-dashboard'],
  logoId: null,
};

async function openProfile(
  organisations: ReturnType<typeof summary>[],
  active = GREEN_HILLS,
  path = '/user-profile',
) {
  signIn(active);
  const app = await renderApp(path, {
    ...shellHandlers(organisations),
    'PATCH /api/app-user/7': ({ body }) => ok({ ...SERVER_USER, ...(body as object) }),
  });
  await screen.findByRole('tablist');
  return app;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

// Whole-screen journeys through RJSF and react-aria take a few seconds in jsdom.
describe('/user-profile tabs (docs/accounts.md#screens)', { timeout: 20_000 }, () => {
  it('shows Facilities only with more than one organisation', async () => {
    await openProfile([summary(11, 'Green Hills')]);
    expect(tabNames()).toEqual(['General information', 'Settings']);
  });

  it('shows General information, Facilities and Settings with several facilities', async () => {
    await openProfile([summary(11, 'Green Hills'), summary(12, 'Lakeside')]);
    await waitFor(() => expect(tabNames()).toEqual(['General information', 'Facilities', 'Settings']));
  });

  it('explains on Settings that the measurement unit is a default and each facility keeps its own', async () => {
    const user = userEvent.setup();
    await openProfile([summary(11, 'Green Hills')]);
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(
      await screen.findByText(/Reviews, annual data and reports use each facility's own unit system/),
    ).toBeTruthy();
  });

  it('hides Settings in the tournament theme', async () => {
    await openProfile(
      [summary(5, 'Open 2025', 'TOURNAMENT'), summary(6, 'Masters 2025', 'TOURNAMENT')],
      OPEN,
    );
    await waitFor(() => expect(tabNames()).toEqual(['General information', 'Facilities']));
  });

  it('opens the tab named in navigation state, and Save shows only on the general and last tab', async () => {
    const { router } = await openProfile([summary(11, 'Green Hills'), summary(12, 'Lakeside')]);
    await act(() => router.navigate({ to: '/user-profile', state: { profileTab: 'facilities' } }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Facilities'));
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Settings' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('switches the active organisation from the Facilities tab after confirming', async () => {
    const user = userEvent.setup();
    const { router, services, calls } = await openProfile([
      summary(11, 'Green Hills'),
      summary(12, 'Lakeside'),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Facilities' }));
    const tiles = within(screen.getByRole('tabpanel')).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Green HillsCurrent account', 'LakesideFacility']);
    await user.click(tiles[1]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ active_organisation_id: 12 });
    expect(services.store.get(activeOrganisationAtom)?.name).toBe('Lakeside');
  });
});

describe('unsaved changes (docs/accounts.md#behaviour)', { timeout: 20_000 }, () => {
  it('asks before switching tab; cancel keeps the edit, confirm discards it and switches', async () => {
    const user = userEvent.setup();
    await openProfile([summary(11, 'Green Hills')]);
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await user.type(firstName, 'a');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('General information');
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Alexa');

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Settings'));
    await user.click(screen.getByRole('tab', { name: 'General information' }));
    expect(((await screen.findByRole('textbox', { name: /First name/ })) as HTMLInputElement).value).toBe(
      'Alex',
    );
  });

  it('switches tab without asking when nothing changed', async () => {
    const user = userEvent.setup();
    await openProfile([summary(11, 'Green Hills')]);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Settings');
  });

  it('asks before leaving the page; cancel stays, confirm leaves', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile([summary(11, 'Green Hills')]);
    await user.type(await screen.findByRole('textbox', { name: /Last name/ }), 'x');

    act(() => void router.navigate({ to: '/getting-started' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/user-profile');

    act(() => void router.navigate({ to: '/getting-started' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/getting-started'));
  });

  it('leaves without asking once the changes are saved', async () => {
    const user = userEvent.setup();
    const { router, calls } = await openProfile([summary(11, 'Green Hills')]);
    await user.type(await screen.findByRole('textbox', { name: /Last name/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Alex',
      last_name: 'Morganx',
      email_address: 'alex.morgan@example.org',
    });
    act(() => void router.navigate({ to: '/getting-started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/getting-started'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
