// A facility's owner and admins decide the requests to join it on the team tab
// (docs/programme-console.md#access); a member who may not add people never sees them.
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import {
  EMPTY_DETAILS,
  GROUPS,
  organisationDetails,
  OWNER_ACTIVITIES,
  ROLE_TYPES,
  TEAM,
  VIEW_ONLY_ACTIVITIES,
} from '../test/facility-profile-data';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

const request: Schemas['ConsoleJoinRequest'] = {
  id: 9,
  status: 'pending',
  person: { userId: 27, name: 'Jamie Green', email: 'jamie@greenhills.example' },
  organisationName: 'Green Hills',
  organisation: { id: 11, title: 'Green Hills' },
  countryCode: 'GB',
  message: 'I am the new greenkeeper.',
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  accessType: null,
  declineReason: null,
};

function handlers(activities: typeof OWNER_ACTIVITIES, more: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([{ ...summary(11, 'Green Hills'), activities }]),
    'GET /api/organisation/11': () => ok(organisationDetails({ activities })),
    'GET /api/organisation/11/details': () => ok(EMPTY_DETAILS),
    'GET /api/organisation/organisation-groups': () => ok(GROUPS),
    'GET /api/country/countries': () => ok([]),
    'GET /api/organisation/11/users': () => ok(TEAM),
    'GET /api/organisation/role-types': () => ok(ROLE_TYPES),
    'GET /api/organisation/11/join-requests': () => ok([request]),
    ...more,
  };
}

describe('a facility’s requests to join', { timeout: 30_000 }, () => {
  it('lets the owner approve a request on the team tab', async () => {
    let approval: unknown;
    signIn({ ...GREEN_HILLS, activities: OWNER_ACTIVITIES });
    await renderApp(
      '/profile/facility',
      handlers(OWNER_ACTIVITIES, {
        'POST /api/organisation/11/join-requests/9/approve': ({ body }) => {
          approval = body;
          return ok({ ...request, status: 'approved', accessType: 'USER' });
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    expect(
      await screen.findByRole('heading', { name: 'Requests to join' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('I am the new greenkeeper.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approval).toEqual({ accessType: 'USER' }));
  });

  it('neither asks for nor shows requests to a view-only member', async () => {
    signIn({ ...GREEN_HILLS, activities: VIEW_ONLY_ACTIVITIES });
    const { calls } = await renderApp('/profile/facility', handlers(VIEW_ONLY_ACTIVITIES));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Requests to join' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/organisation/11/join-requests')).toBe(false);
  });
});
