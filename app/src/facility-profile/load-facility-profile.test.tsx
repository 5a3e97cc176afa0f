import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { organisationDetails, ROLE_TYPES, profileHandlers } from '../test/facility-profile-data';

function handlers(roleTypes: () => Response): Record<string, Handler> {
  return profileHandlers(organisationDetails(), { 'GET /api/organisation/role-types': roleTypes });
}

describe('the facility profile loader', { timeout: 30_000 }, () => {
  it('shows the page’s error with Try again when a list it needs fails, never a profile with empty choices', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    let roleTypes = () => fail(500, 'INTERNAL', 'Something broke');
    await renderApp(
      '/profile/facility',
      handlers(() => roleTypes()),
    );
    expect(await screen.findByText('This page could not be shown')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();

    roleTypes = () => ok(ROLE_TYPES);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Team' })).toBeTruthy();
  });
});
