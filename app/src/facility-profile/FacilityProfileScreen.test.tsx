import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { activeOrganisationAtom } from '../session/atoms';
import type { Schemas } from '@oncourse/openapi';
import { organisationDetails, VIEW_ONLY_ACTIVITIES, profileHandlers } from '../test/facility-profile-data';

/** The Facility details and Team tabs' code arrives after the page (FacilityProfileScreen). */
const TAB_LOADS = { timeout: 15_000 };

const COUNTRIES = [
  { id: 2, title: 'United Kingdom', code: 'GB' },
  { id: 1, title: 'Germany', code: 'DE' },
];

function handlers(
  organisation: Schemas['OrganisationDetails'] = organisationDetails(),
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return profileHandlers(organisation, { 'GET /api/country/countries': () => ok(COUNTRIES), ...extra });
}

async function replace(user: UserEvent, name: RegExp, value: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('/profile/{organisationType} (docs/facility-profile.md)', { timeout: 30_000 }, () => {
  it('shows General information, Facility details and Team for a facility; a tournament has no details tab', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/profile/facility', handlers());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General information', 'Facility details', 'Team']);
    cleanup();
    clearCookies();

    signIn({ ...GREEN_HILLS, type: 'TOURNAMENT' });
    const { calls } = await renderApp(
      '/profile/tournament',
      handlers(organisationDetails({ organisation_type: { name: 'TOURNAMENT' } })),
    );
    const tournamentTabs = await screen.findAllByRole('tab');
    expect(tournamentTabs.map((tab) => tab.textContent)).toEqual(['General information', 'Team']);
    expect(calls.some((call) => call.path === '/api/organisation/11/details')).toBe(false);
    // The tournament's own fields name the tournament, not a facility.
    expect(await screen.findByRole('textbox', { name: /Tournament name/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Tournament e-mail address/ })).toBeTruthy();
    expect(screen.queryByText(/Facility e-mail address/)).toBeNull();
  });

  it('checks the contact number, shows a taken name on its field, and saves the changes', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    let answer: Response = fail(409, 'NOT_UNIQUE', 'Title taken', 'title');
    const { calls, services } = await renderApp(
      '/profile/facility',
      handlers(undefined, { 'PATCH /api/organisation/11': () => answer }),
    );
    await screen.findByRole('tab', { name: 'General information' });

    await replace(user, /Contact number/, '0800-GOLF');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a contact number of at most 15 digits, spaces or plus signs'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await replace(user, /Contact number/, '+44 1862 999');
    await replace(user, /Facility name/, 'Heather Links');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This facility name is already registered.')).toBeTruthy();

    answer = ok(organisationDetails({ title: 'Heather Links', phone_number: '+44 1862 999' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    const saved = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(saved?.body).toMatchObject({
      title: 'Heather Links',
      phone_number: '+44 1862 999',
      city: 'Dornoch',
    });
    // The shell shows the new name at once.
    await waitFor(() => expect(services.store.get(activeOrganisationAtom)?.name).toBe('Heather Links'));
  });

  it('saves the currency the facility chooses, and null for its country’s', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { calls } = await renderApp(
      '/profile/facility',
      handlers(undefined, {
        'PATCH /api/organisation/11': (call) => ok(organisationDetails(call.body as object)),
      }),
    );
    await screen.findByRole('tab', { name: 'General information' });
    const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: /Currency/ });
    await waitFor(() => expect(combobox().value).toBe("The country's currency"), { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({ currency: null });

    await user.clear(combobox());
    await user.keyboard('Swiss');
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Swiss Franc (CHF)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({ currency: 'CHF' }),
    );
  });

  it('requires the other management group text when Other is chosen, and saves courses with the details', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { calls } = await renderApp(
      '/profile/facility',
      handlers(undefined, { 'PATCH /api/organisation/11/details': (call) => ok(call.body) }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Facility details' }));
    await user.click(
      within(await screen.findByRole('group', { name: /Management group/ }, TAB_LOADS)).getByRole(
        'checkbox',
        {
          name: 'Other',
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the form and correct the missing fields')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Other management group/ }), 'Family owned');
    // Areas are labelled in the organisation's units.
    expect(screen.getByRole('textbox', { name: /Total area \(ha\)/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a course' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Course name/ }), 'Championship');
    await user.type(within(dialog).getByRole('textbox', { name: /Par/ }), '72');
    await user.click(within(dialog).getByRole('button', { name: 'Keep course' }));
    expect(await screen.findByText('Championship')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    const body = calls.find((call) => call.method === 'PATCH')?.body as Schemas['FacilityDetails'];
    expect(body.management_group).toEqual(['OTHER']);
    expect(body.organisation_owner_other).toBe('Family owned');
    expect(body.courses).toEqual([
      expect.objectContaining({ id: null, name: 'Championship', par: 72, unit: 'metric' }),
    ]);
  });

  it('asks before leaving a tab with unsaved changes', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    await renderApp('/profile/facility', handlers());
    await screen.findByRole('tab', { name: 'General information' });
    await replace(user, /Town or city/, 'Golspie');
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('tab', { name: 'General information' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows a view-only member the profile without edit controls', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/profile/facility', handlers(organisationDetails({ activities: VIEW_ONLY_ACTIVITIES })));
    expect(
      await screen.findAllByText('Your access type lets you read this, but not change it.'),
    ).toBeTruthy();
    expect(screen.getByText('Dornoch')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
