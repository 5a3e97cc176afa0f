import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { SERVER_USER, shellHandlers, signIn, summary, USER } from '../test/session';
import { activeOrganisationAtom, organisationsAtom } from '../session/atoms';
import layoutStyles from '@oncourse/renderers/form-theme/templates/layout.module.css';

const COUNTRIES = [
  { id: 3, title: 'Sweden', code: 'SE' },
  { id: 1, title: 'Germany', code: 'DE' },
  { id: 2, title: 'United Kingdom', code: 'GB' },
];

/**
 * The page's main content, to find fields in: a role query works out the role, name and visibility of
 * every element it scans, and much of these tests' time goes to finding fields; leaving the shell out
 * took about a tenth off their CPU time.
 */
type Page = BoundFunctions<typeof queries>;
const mainContent = (): Page => within(screen.getByRole('main'));

async function type(user: UserEvent, page: Page, name: RegExp, value: string) {
  await user.click(page.getByRole('textbox', { name }));
  await user.paste(value);
}

/**
 * Picks a country as a person does: the combo box loads when first drawn and stands in as a
 * disabled look-alike until then (SearchableSelectWidget.tsx), so wait until it can be used.
 */
async function chooseCountry(user: UserEvent, page: Page, typed: string, country: string) {
  const combobox = () => page.getByRole<HTMLInputElement>('combobox', { name: /Country/ });
  await waitFor(() => expect(combobox().disabled).toBe(false));
  await user.click(combobox());
  await user.keyboard(typed);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: country }));
}

async function tick(user: UserEvent, page: Page, group: RegExp, option: string) {
  await user.click(within(page.getByRole('group', { name: group })).getByRole('checkbox', { name: option }));
}

async function fillForm(user: UserEvent) {
  const page = mainContent();
  await type(user, page, /Facility name/, 'Heather Links');
  await tick(user, page, /Facility type/, 'Resort');
  await tick(user, page, /Facility type/, 'Private Members');
  await type(user, page, /Address line 1/, '1 Fairway Road');
  await type(user, page, /Town or city/, 'Dornoch');
  await type(user, page, /Postcode/, 'IV25 3LW');
  await chooseCountry(user, page, 'United', 'United Kingdom');
  await type(user, page, /Contact number/, '+44 1862 810');
  await type(user, page, /Facility e-mail address/, 'office@heather.example');
}

/** A user who registered as Course Management and has no organisation yet. */
function newUser() {
  signIn(null, { ...USER, activeOrganisationId: null, jobRole: 'management' });
}

const CREATED = { ...summary(31, 'Heather Links'), role: 'management' as const };

describe('/create-facility (docs/organisations.md)', { timeout: 30_000 }, () => {
  it('requires what the profile requires, checks the contact number, and reads in one column', async () => {
    const user = userEvent.setup();
    newUser();
    await renderApp('/create-facility', {
      ...shellHandlers([]),
      'GET /api/country/countries': () => ok(COUNTRIES),
    });
    const page = mainContent();
    await type(user, page, /Contact number/, '0800-GOLF');
    await user.click(await page.findByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('Enter a contact number of at most 15 digits, spaces or plus signs'),
    ).toBeTruthy();
    // Name, address line 1, town, postcode and country; measurement units start at the user's own.
    // The contact number and e-mail may stay empty, as on the profile.
    expect(screen.getAllByText('This field is required').length).toBe(5);
    for (const optional of [/Facility e-mail address/, /VAT number/, /Address line 2/])
      expect(page.getByRole('textbox', { name: optional }).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    // One column: the eye goes down the form, not from side to side.
    const grid = document.querySelector<HTMLElement>(`.${layoutStyles.grid}`);
    expect(grid?.style.getPropertyValue('--oc-columns')).toBe('1');
    expect(page.getByRole('group', { name: /Facility type/ })).toBeTruthy();
  });

  it('creates a facility without a contact number or e-mail, as the profile allows', async () => {
    const user = userEvent.setup();
    newUser();
    const { calls } = await renderApp('/create-facility', {
      ...shellHandlers([]),
      'GET /api/country/countries': () => ok(COUNTRIES),
      'POST /api/organisation/add/7': () => fail(500, 'INTERNAL', 'stop here'),
    });
    await screen.findByRole('heading', { name: 'Create a facility' });
    await fillForm(user);
    const page = mainContent();
    await user.clear(page.getByRole('textbox', { name: /Contact number/ }));
    await user.clear(page.getByRole('textbox', { name: /Facility e-mail address/ }));
    await user.click(page.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Check your facility' });
    await user.click(within(preview).getByRole('button', { name: 'Create facility' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/organisation/add/7')).toBe(true));
    expect(calls.find((call) => call.path === '/api/organisation/add/7')?.body).toMatchObject({
      phone_number: null,
      email_address: null,
    });
  });

  it('previews, creates with the registration role, uploads nothing unasked, and makes the facility active', async () => {
    const user = userEvent.setup();
    newUser();
    let organisations: ReturnType<typeof summary>[] = [];
    const { calls, router, services } = await renderApp('/create-facility', {
      ...shellHandlers([]),
      'GET /api/app-user/7/organisation': () => ok(organisations),
      'GET /api/country/countries': () => ok(COUNTRIES),
      'POST /api/organisation/add/7': () => {
        organisations = [CREATED];
        return ok(CREATED);
      },
      'PATCH /api/app-user/7': ({ body }) => ok({ ...SERVER_USER, ...(body as object) }),
    });
    await screen.findByRole('heading', { name: 'Create a facility' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('dialog', { name: 'Check your facility' });
    const rows = within(preview)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(rows).toEqual([
      'Heather Links',
      'Resort, Private Members',
      '1 Fairway Road',
      'Not given',
      'Dornoch',
      'IV25 3LW',
      'United Kingdom',
      '+44 1862 810',
      'office@heather.example',
      'Not given',
      'Metric',
    ]);
    await user.click(within(preview).getByRole('button', { name: 'Create facility' }));

    // Straight to the dashboard, as a member: the new facility is active and its images are offered there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Heather Links has been created' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/organisation/add/7')?.body).toEqual({
      organisation_type: 'FACILITY',
      title: 'Heather Links',
      facility_types: ['RESORT', 'PRIVATE_MEMBERS'],
      address_1: '1 Fairway Road',
      address_2: null,
      city: 'Dornoch',
      post_zip_code: 'IV25 3LW',
      country_id: 2,
      phone_number: '+44 1862 810',
      email_address: 'office@heather.example',
      vat_number: null,
      measurement_unit: 'metric',
      role: 'management',
    });
    expect(screen.getByRole('button', { name: 'Choose logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose profile image' })).toBeTruthy();

    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ active_organisation_id: 31 });
    expect(services.store.get(activeOrganisationAtom)?.name).toBe('Heather Links');
    expect(services.store.get(organisationsAtom)?.map((organisation) => organisation.id)).toEqual([31]);
    const menu = screen.getByRole('navigation', { name: /main/i });
    expect(within(menu).queryByRole('link', { name: 'Create facility' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Heather Links has been created' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a name already registered on the name field and keeps what was typed', async () => {
    const user = userEvent.setup();
    newUser();
    await renderApp('/create-facility', {
      ...shellHandlers([]),
      'GET /api/country/countries': () => ok(COUNTRIES),
      'POST /api/organisation/add/7': () => fail(409, 'NOT_UNIQUE', 'Title not unique', 'title'),
    });
    await screen.findByRole('heading', { name: 'Create a facility' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check your facility' })).getByRole('button', {
        name: 'Create facility',
      }),
    );
    expect(await screen.findByText(/This facility name is already registered/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((mainContent().getByRole('textbox', { name: /Facility name/ }) as HTMLInputElement).value).toBe(
      'Heather Links',
    );
  });
});

describe('/join-facility (docs/organisations.md#purpose)', { timeout: 20_000 }, () => {
  it('sends the facility name, country and message, then confirms', async () => {
    const user = userEvent.setup();
    newUser();
    const { calls } = await renderApp('/join-facility', {
      ...shellHandlers([]),
      'GET /api/country/countries': () => ok(COUNTRIES),
      'POST /api/organisation/join-request': () => ok({ acknowledged: true }),
    });
    await screen.findByRole('heading', { name: 'Join a facility' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    const page = mainContent();
    await type(user, page, /Facility name/, 'Royal Dornoch');
    await chooseCountry(user, page, 'Swe', 'Sweden');
    await user.click(page.getByRole('textbox', { name: /Message/ }));
    await user.paste('I am the new greenkeeper.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your request has been sent' })).toBeTruthy();
    expect(screen.getByText(/request to join Royal Dornoch/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/organisation/join-request')?.body).toEqual({
      organisation_name: 'Royal Dornoch',
      country_id: 3,
      message: 'I am the new greenkeeper.',
    });
  });
});
