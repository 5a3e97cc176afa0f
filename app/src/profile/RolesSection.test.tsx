import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary, USER } from '../test/session';

describe('profile roles (docs/organisations.md#behaviour)', { timeout: 20_000 }, () => {
  it('says why a role cannot be added without an organisation, and shows the role given at registration', async () => {
    signIn(null, { ...USER, activeOrganisationId: null, jobRole: 'management' });
    await renderApp('/user-profile', shellHandlers([]));
    const add = await screen.findByRole('button', { name: 'Add role' });
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/once you belong to a facility or tournament/);
    expect(screen.getByText('You have no roles yet.')).toBeTruthy();
    expect(screen.getByText('Role you gave when registering: Course Management')).toBeTruthy();
  });

  it('says a role is already held in every account', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/user-profile', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/organisation/user-in-organisation/7': () =>
        ok([
          {
            id: 1,
            organisation_id: 11,
            organisation_name: 'Green Hills',
            organisation_type: { name: 'FACILITY' },
            role: 'coaching',
            email_address: USER.email,
            inviteStatus: 'joined',
          },
        ]),
    });
    expect(await screen.findByText(/already have a role in each of your accounts/)).toBeTruthy();
  });
});
