import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import {
  EMPTY_DETAILS,
  GROUPS,
  member,
  organisationDetails,
  OWNER_ACTIVITIES,
  ROLE_TYPES,
  TEAM,
  VIEW_ONLY_ACTIVITIES,
} from '../test/facility-profile-data';

// The dialogs load the form theme when they open (LazyFormSubmitDialog): the first one waits for it.
const DIALOG_LOADS = { timeout: 15_000 };

function handlers(
  extra: Record<string, Handler> = {},
  activities = OWNER_ACTIVITIES,
  team = TEAM,
): Record<string, Handler> {
  return {
    ...shellHandlers([{ ...summary(11, 'Green Hills'), activities }]),
    'GET /api/organisation/11': () => ok(organisationDetails({ activities })),
    'GET /api/organisation/11/details': () => ok(EMPTY_DETAILS),
    'GET /api/organisation/organisation-groups': () => ok(GROUPS),
    'GET /api/country/countries': () => ok([]),
    'GET /api/organisation/11/users': () => ok(team),
    'GET /api/organisation/role-types': () => ok(ROLE_TYPES),
    ...extra,
  };
}

async function openTeam(
  extra?: Record<string, Handler>,
  activities?: typeof OWNER_ACTIVITIES,
  team?: typeof TEAM,
) {
  const user = userEvent.setup();
  signIn(GREEN_HILLS);
  const rendered = await renderApp('/profile/facility', handlers(extra, activities, team));
  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  // The tab's code arrives after the page (FacilityProfileScreen).
  await screen.findByRole('table', {}, DIALOG_LOADS);
  return { user, ...rendered };
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('Team tab (docs/team.md)', { timeout: 30_000 }, () => {
  it('labels members Owner, Joined and Invited with their access type, and offers each only its actions', async () => {
    await openTeam();
    const owner = rowOf('Alex Morgan');
    expect(owner.querySelector('[data-label="Status"]')?.textContent).toBe('Owner');
    expect(within(owner).queryByRole('button')).toBeNull();
    const joined = rowOf('Sam Bunker');
    expect(within(joined).getByText('Joined')).toBeTruthy();
    expect(within(joined).getByText('User')).toBeTruthy();
    expect(within(joined).queryByRole('button', { name: /Send the invitation/ })).toBeNull();
    expect(within(joined).getByRole('button', { name: 'Remove Sam Bunker' })).toBeTruthy();
    const invited = rowOf('new@example.org');
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect(within(invited).getByText('User view-only')).toBeTruthy();
    expect(
      within(invited).getByRole('button', { name: 'Send the invitation to new@example.org again' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch owner' })).toBeTruthy();
  });

  it('invites with an access type and says when the person is already a member', async () => {
    let answer: Response = fail(409, 'NOT_UNIQUE', 'User already part of organisation', 'email_address');
    const { user, calls } = await openTeam({ 'POST /api/organisation/11/user/add': () => answer });
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'sam@example.org');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Access type/ }), 'User view-only');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('User already part of organisation')).toBeTruthy();

    answer = ok(
      member({ id: 12, email_address: 'kim@example.org', status: 'Invited', inviteStatus: 'invited' }),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /E-mail address/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'kim@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation has been sent.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/organisation/11/user/add').at(-1)?.body).toMatchObject({
      email_address: 'kim@example.org',
      type_id: 4,
      message: null,
    });
  });

  it('explains the access types where they are chosen, and offers to send again to someone already invited', async () => {
    const { user, calls } = await openTeam({
      'POST /api/organisation/11/user/add': () =>
        fail(409, 'NOT_UNIQUE', 'This person is already invited', 'email_address'),
      'POST /api/organisation/11/user/9/re-invite': () => ok(TEAM[2]),
    });
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    const invite = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    expect(within(invite).getByText(/User view-only: sees everything, changes nothing\./)).toBeTruthy();

    await user.type(within(invite).getByRole('textbox', { name: /E-mail address/ }), 'NEW@example.org');
    await user.selectOptions(within(invite).getByRole('combobox', { name: /Access type/ }), 'User');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    const again = await screen.findByRole('dialog', { name: 'Invite new@example.org again' });
    expect(
      within(again).getByText('new@example.org is already invited. Send the invitation again?'),
    ).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation has been sent.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/organisation/11/user/9/re-invite')).toBe(true);
  });

  it('limits a re-invite message to 200 characters', async () => {
    const { user, calls } = await openTeam({
      'POST /api/organisation/11/user/9/re-invite': () => ok(TEAM[2]),
    });
    await user.click(screen.getByRole('button', { name: 'Send the invitation to new@example.org again' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.click(message);
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText(/1 character too many|at most 200/).length).toBeGreaterThan(0),
    );
    expect(calls.some((call) => call.path.endsWith('/re-invite'))).toBe(false);
  });

  it('removes a member after confirmation, and shows the refusal to remove oneself', async () => {
    let answer: Response = fail(403, 'FORBIDDEN_RESOURCE', 'You cannot remove yourself from Facility');
    const { user, calls } = await openTeam({ 'DELETE /api/organisation/11/user/8': () => answer });
    await user.click(screen.getByRole('button', { name: 'Remove Sam Bunker' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Remove Sam Bunker from the team/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText('You cannot remove yourself from Facility')).toBeTruthy();
    answer = ok({ id: 8 });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sam Bunker has been removed.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('hands ownership to a chosen member', async () => {
    const { user, calls } = await openTeam({
      'POST /api/organisation/11/user/7/switch-owner': () => ok(TEAM),
    });
    await user.click(screen.getByRole('button', { name: 'Switch owner' }));
    const dialog = await screen.findByRole('dialog', {}, DIALOG_LOADS);
    const newOwner = within(dialog).getByRole('combobox', { name: /New owner/ });
    const options = within(newOwner)
      .getAllByRole<HTMLOptionElement>('option')
      .filter((option) => option.value !== '');
    // Only members the server allows (joined, not the owner) are offered.
    expect(options.map((option) => option.textContent)).toEqual(['Sam Bunker']);
    await user.selectOptions(newOwner, 'Sam Bunker');
    await user.click(within(dialog).getByRole('button', { name: 'Switch owner' }));
    expect(await screen.findByText(/Ownership has been handed over/)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/switch-owner'))?.body).toEqual({ userId: 8 });
  });

  it('shows a view-only member the team without any control', async () => {
    const readOnlyTeam = TEAM.map((entry) => ({
      ...entry,
      actions: { reInvite: false, remove: false, switchOwner: false, changeAccessType: false, leave: false },
    }));
    await openTeam({}, VIEW_ONLY_ACTIVITIES, readOnlyTeam);
    expect(screen.getByText('You can see the team, but not invite or change members.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch owner' })).toBeNull();
  });
});
