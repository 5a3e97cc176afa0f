import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { DISMISSED_NOTICE_KEY, shouldShowNotice } from './maintenance';

afterEach(() => {
  window.localStorage.clear();
});

const notice = (createdAt: string) => ({
  createdAt,
  maintenanceDuration: 2,
  maintenanceStartDate: '2030-06-01',
  maintenanceStartTime: '22:00',
  durationUnits: 'hours' as const,
});

describe('maintenance banner (docs/helpdesk.md#notices)', () => {
  it('shows a notice with createdAt until that notice is dismissed', () => {
    expect(shouldShowNotice(null, null)).toBe(false);
    expect(shouldShowNotice(notice('2030-05-01T10:00:00Z'), null)).toBe(true);
    expect(shouldShowNotice(notice('2030-05-01T10:00:00Z'), '2030-05-01T10:00:00Z')).toBe(false);
    expect(shouldShowNotice(notice('2030-05-02T10:00:00Z'), '2030-05-01T10:00:00Z')).toBe(true);
  });

  it('is dismissible, and the dismissal is remembered for that notice only', async () => {
    const user = userEvent.setup();
    await renderApp('/login', {
      'GET /api/maintenance': () => ok({ notification: notice('2030-05-01T10:00:00Z') }),
    });
    const banner = await screen.findByRole('region', { name: 'Maintenance notice' });
    expect(banner.textContent).toContain('for about 2 hours');
    await user.click(screen.getByRole('button', { name: 'Dismiss maintenance notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull());
    expect(window.localStorage.getItem(DISMISSED_NOTICE_KEY)).toBe('2030-05-01T10:00:00Z');
  });

  it('reappears when the notice changes', async () => {
    window.localStorage.setItem(DISMISSED_NOTICE_KEY, '2030-05-01T10:00:00Z');
    await renderApp('/login', {
      'GET /api/maintenance': () => ok({ notification: notice('2030-05-03T09:00:00Z') }),
    });
    expect(await screen.findByRole('region', { name: 'Maintenance notice' })).toBeTruthy();
  });
});
