// The facility details form's ranges (docs/facility-profile.md#input-rules): the areas' parts may not exceed the total (refused on the
// part that overflows), numbers beyond their range are refused with their limit, nothing is sent;
// and a number the server refuses shows on its field.
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { organisationDetails, profileHandlers } from '../test/facility-profile-data';

function handlers(organisation: Schemas['OrganisationDetails'], patch: Handler): Record<string, Handler> {
  return profileHandlers(organisation, { 'PATCH /api/organisation/11/details': patch });
}

async function type(user: UserEvent, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

async function openDetails(
  organisation: Schemas['OrganisationDetails'],
  patch: Handler = (call) => ok(call.body),
) {
  const user = userEvent.setup();
  signIn(GREEN_HILLS);
  const app = await renderApp('/profile/facility', handlers(organisation, patch));
  await user.click(await screen.findByRole('tab', { name: 'Facility details' }));
  // The tab's code arrives after the page (FacilityProfileScreen).
  await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
  return { user, calls: app.calls };
}

/** The texts a field is described by (its errors among them). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const patches = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PATCH');

describe('facility details: areas and ranges', { timeout: 30_000 }, () => {
  it('refuses practice area that takes the parts above the total, on that field, and sends nothing', async () => {
    const { user, calls } = await openDetails(organisationDetails());
    await type(user, /Total area \(ha\)/, '10');
    await type(user, /Maintenance facility \(ha\)/, '4');
    await type(user, /Practice area \(ha\)/, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const [message] = await screen.findAllByText(/this is more than the total area of 10 ha/);
    expect(message!.textContent).toBe(
      'Together with the areas above, this is more than the total area of 10 ha',
    );
    // The message belongs to the practice area, not to the maintenance facility before it.
    const practice = screen.getByLabelText(/Practice area \(ha\)/);
    expect(practice.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(practice)).toContain('this is more than the total area of 10 ha');
    expect(screen.getByLabelText(/Maintenance facility \(ha\)/).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(patches(calls)).toHaveLength(0);

    await type(user, /Practice area \(ha\)/, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    expect(patches(calls)).toHaveLength(1);
  });

  it('refuses an area beyond 2,000 ha converted into acres for an imperial facility', async () => {
    const { user, calls } = await openDetails(organisationDetails({ measurement_unit: 'british imperial' }));
    await type(user, /Indoor area \(ac\)/, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/^Enter at most 4[,.]?942\.1 ac$/)).not.toHaveLength(0);
    expect(describedBy(screen.getByLabelText(/Indoor area \(ac\)/))).toMatch(/Enter at most 4[,.]?942\.1 ac/);
    expect(patches(calls)).toHaveLength(0);
  });

  it('shows a number the server refuses on its field', async () => {
    const { user } = await openDetails(organisationDetails(), () =>
      fail(422, 'ABOVE_MAX_VALUE', 'Enter at most 2,000 ha', 'areas.other_area'),
    );
    await type(user, /Other structures \(ha\)/, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This number cannot be saved. Please check it and its unit.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Other structures \(ha\)/).getAttribute('aria-invalid')).toBe('true');
  });
});
