// Facility details (docs/facility-profile.md#behaviour): a facility is not asked who organises its tournaments; the fee bands
// and costs say their currency, the facility's; the courses sit above the Save that stores them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { EMPTY_DETAILS, organisationDetails, profileHandlers } from '../test/facility-profile-data';

const SAVED: Schemas['FacilityDetails'] = {
  ...EMPTY_DETAILS,
  tournament_organiser: ['OTHER'],
  tournament_host_other: 'County union',
};

async function openDetails(
  organisation: Schemas['OrganisationDetails'],
  details = SAVED,
  extra: Record<string, Handler> = {},
) {
  const user = userEvent.setup();
  signIn(GREEN_HILLS);
  const handlers = profileHandlers(organisation, {
    'GET /api/organisation/11/details': () => ok(details),
    'PATCH /api/organisation/11/details': (call) => ok(call.body),
    ...extra,
  });
  const app = await renderApp('/profile/facility', handlers);
  await user.click(await screen.findByRole('tab', { name: 'Facility details' }));
  // The tab's code arrives after the page (FacilityProfileScreen).
  await screen.findByRole('heading', { name: 'Courses' }, { timeout: 15_000 });
  return { user, calls: app.calls };
}

describe('facility details (docs/facility-profile.md#behaviour)', { timeout: 30_000 }, () => {
  it('asks a facility nothing about tournament organisers, and keeps what was saved of them', async () => {
    const { user, calls } = await openDetails(organisationDetails());
    expect(screen.queryByText(/Tournament organiser/)).toBeNull();
    expect(screen.queryByRole('group', { name: /Tournament organiser/ })).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: /Facility type/ })).getByRole('checkbox', { name: 'Resort' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    const body = calls.find((call) => call.method === 'PATCH')?.body as Schemas['FacilityDetails'];
    expect(body.types.filter((type) => type.selected).map((type) => type.value)).toEqual(['RESORT']);
    expect(body.tournament_organiser).toEqual(['OTHER']);
    expect(body.tournament_host_other).toBe('County union');
  });

  it('labels the fee bands and costs with the currency of the facility’s country', async () => {
    await openDetails(organisationDetails({ measurement_unit: 'british imperial' }));
    for (const band of ['Peak 18-hole green fee', 'Annual membership fee', 'Maintenance budget'])
      expect(screen.getByRole('combobox', { name: new RegExp(`${band} \\(£\\)`) })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Labour cost per hour \(£\)/ })).toBeTruthy();
    expect(screen.queryByText(/\(euro\)|\(pound\)/)).toBeNull();
  });

  it('labels the money of a UK facility on metric units in pounds, not euros', async () => {
    await openDetails(organisationDetails({ measurement_unit: 'metric' }));
    expect(screen.getByRole('textbox', { name: /Labour cost per hour \(£\)/ })).toBeTruthy();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('labels the money in the currency the facility chose over its country’s', async () => {
    await openDetails(organisationDetails({ measurement_unit: 'metric', currency: 'CHF' }));
    expect(screen.getByRole('textbox', { name: /Labour cost per hour \(CHF\)/ })).toBeTruthy();
    expect(screen.queryByText(/£/)).toBeNull();
  });

  it('asks for the annual turnover in the facility’s currency, says it is confidential, and saves it', async () => {
    const { user, calls } = await openDetails(
      organisationDetails({ measurement_unit: 'metric', currency: 'CHF' }),
    );
    const turnover = screen.getByRole('textbox', { name: /Annual turnover \(CHF\)/ });
    expect(turnover.getAttribute('aria-describedby') ?? '').not.toBe('');
    const help = document.getElementById(turnover.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help?.textContent).toMatch(/^Confidential: only members who may see the facility details see it/);
    await user.type(turnover, '2400000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    const body = calls.find((call) => call.method === 'PATCH')?.body as Schemas['FacilityDetails'];
    expect(body.turnover).toBe(2_400_000);
  });

  it('writes a course’s length and rounds with the reader’s separators', async () => {
    await openDetails(organisationDetails(), {
      ...SAVED,
      courses: [
        {
          id: 5,
          name: 'Links',
          length: 6120,
          number_of_holes: 18,
          year_opened: 1905,
          par: 72,
          rounds_per_year: 33500,
          unit: 'metric',
        },
      ],
    });
    expect(screen.getByText('6,120 m · 18 holes · par 72 · opened 1905 · 33,500 rounds a year')).toBeTruthy();
  });

  it('shows the courses above the Save that stores them, and says Save is below', async () => {
    const { user, calls } = await openDetails(organisationDetails());
    const courses = screen.getByRole('heading', { name: 'Courses' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(courses.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The Save is the details form's own: the courses are inside that form.
    expect(courses.closest('form')).toBe(save.closest('form'));
    expect(screen.getByText(/press Save below/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a course' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Course name/ }), 'Links');
    await user.click(within(dialog).getByRole('button', { name: 'Keep course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keeping a course in its dialog does not save the details: the Save below does.
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    const body = calls.find((call) => call.method === 'PATCH')?.body as Schemas['FacilityDetails'];
    expect(body.courses).toEqual([expect.objectContaining({ name: 'Links' })]);
  });

  it('shows each sharing switch as the facility set it, and leaves out one that cannot be read', async () => {
    await openDetails(organisationDetails(), SAVED, {
      'GET /api/insights/organisation/11/benchmarks/sharing': () => ok({ contribute: true }),
      'GET /api/organisation/11/federation-sharing': () => fail(500, 'INTERNAL', 'Something broke'),
    });
    // Both panels share one lazy boundary: once one shows, the other would show with it.
    const benchmarks = (await screen.findByRole('switch', {
      name: 'Share our figures anonymously with comparable facilities',
    })) as HTMLInputElement;
    expect(benchmarks.checked).toBe(true);
    expect(screen.queryByRole('region', { name: 'National federation' })).toBeNull();
    expect(
      screen.queryByRole('switch', { name: 'Share our progress with our national federation' }),
    ).toBeNull();
  });
});
