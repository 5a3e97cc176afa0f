import type { Schemas } from '@oncourse/openapi';

export type MaintenanceNotice = Schemas['NotificationBanner'];

/** localStorage key holding the createdAt of the notice the user dismissed. */
export const DISMISSED_NOTICE_KEY = 'oncourse.dismissedMaintenance';

/** Spec 000 §4: shown when the notice has createdAt, until dismissed; a new createdAt shows it again. */
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
