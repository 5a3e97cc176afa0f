import type { Schemas } from '@oncourse/openapi';
import type { ApiClient } from '../api/client';

export type MaintenanceNotice = Schemas['NotificationBanner'];

/**
 * The current notice, or null when there is none or it cannot be had: a banner is never worth an
 * error. The root route's loader starts it without waiting (pages render at once) and keeps it for
 * the page load.
 */
export function fetchMaintenance(api: ApiClient): Promise<MaintenanceNotice | null> {
  return api.GET('/api/maintenance').then(
    ({ data }) => data?.data.notification ?? null,
    // No notice known is no banner; the health check, not this, says when the server is down.
    () => null,
  );
}

/** localStorage key holding the createdAt of the notice the user dismissed. */
export const DISMISSED_NOTICE_KEY = 'oncourse.dismissedMaintenance';

/** docs/helpdesk.md#notices: shown when the notice has createdAt, until dismissed; a new createdAt shows it again. */
export function shouldShowNotice(
  notice: MaintenanceNotice | null | undefined,
  dismissedCreatedAt: string | null,
): boolean {
  return Boolean(notice?.createdAt) && notice?.createdAt !== dismissedCreatedAt;
}

export function readDismissedNotice(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_NOTICE_KEY);
  } catch {
    // A browser that refuses storage shows the banner again, which is harmless.
    return null;
  }
}

export function rememberDismissedNotice(createdAt: string): void {
  try {
    window.localStorage.setItem(DISMISSED_NOTICE_KEY, createdAt);
  } catch {
    // Private browsing can refuse storage; the banner then simply reappears on the next visit.
  }
}
