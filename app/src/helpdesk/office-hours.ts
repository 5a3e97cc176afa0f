/** docs/helpdesk.md#limits: the helpdesk answers from 9am to 5pm GMT, Monday to Friday. */
export const OFFICE_HOURS = { opensAtHour: 9, closesAtHour: 17, days: [1, 2, 3, 4, 5] } as const;

/**
 * Whether the helpdesk is open at `now`. GMT is read as UTC all year: docs/helpdesk.md gives the hours in
 * GMT, not in London time, so summer time does not move them.
 */
export function isHelpdeskOpen(now: Date): boolean {
  const day = now.getUTCDay();
  const hour = now.getUTCHours();
  return (
    (OFFICE_HOURS.days as readonly number[]).includes(day) &&
    hour >= OFFICE_HOURS.opensAtHour &&
    hour < OFFICE_HOURS.closesAtHour
  );
}
