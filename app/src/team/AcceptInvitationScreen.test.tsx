import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import { organisationsAtom } from '../session/atoms';
import { member } from '../test/facility-profile-data';

describe('/accept-invitation (docs/team.md#behaviour)', { timeout: 30_000 }, () => {
  it('accepts only when the signed-in user presses Accept, then offers the organisation just joined', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    let joined = false;
    const { calls, services } = await renderApp('/accept-invitation?organisationId=31&userId=7', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/app-user/7/organisation': () =>
        ok(
          joined ? [summary(11, 'Green Hills'), summary(31, 'Heather Links')] : [summary(11, 'Green Hills')],
        ),
      'GET /api/organisation/31/user/7/update-invited-status': () => {
        joined = true;
        return ok(member({ status: 'Joined', userType: 'USER' }));
      },
    });
    // Opening the link changes nothing yet.
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You are now a member of Heather Links.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Heather Links' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/update-invited-status'))).toBe(true);
    expect(services.store.get(organisationsAtom)?.map((organisation) => organisation.name)).toContain(
      'Heather Links',
    );
  });

  it('opens without accepting: the link alone, or a preload, never joins anyone', async () => {
    signIn(GREEN_HILLS);
    const { calls } = await renderApp('/accept-invitation?organisationId=31&userId=7', {
      ...shellHandlers([summary(11, 'Green Hills')]),
    });
    expect(await screen.findByText('You have been invited to join a team')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/update-invited-status'))).toBe(false);
  });

  it('says when the invitation has expired and offers to ask for a new one', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    await renderApp('/accept-invitation?organisationId=31&userId=7', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/organisation/31/user/7/update-invited-status': () =>
        fail(422, 'INACTIVE_RESOURCE', 'The invitation has expired'),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This invitation has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new invitation' })).toBeTruthy();
  });

  it('does not accept an invitation meant for another account', async () => {
    signIn(GREEN_HILLS);
    const { calls } = await renderApp('/accept-invitation?organisationId=31&userId=99', {
      ...shellHandlers([summary(11, 'Green Hills')]),
    });
    expect(await screen.findByText('This invitation is for another account')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/update-invited-status'))).toBe(false);
  });
});
