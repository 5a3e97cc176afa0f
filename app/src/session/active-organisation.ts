import type { ActiveOrganisation, Activity, UserOrganisation } from './types';

/**
 * At sign-in the active organisation is the user's saved one when it is still in their list,
 * otherwise the first (docs/accounts.md#behaviour).
 */
export function chooseActiveOrganisation(
  savedId: number | null | undefined,
  organisations: readonly UserOrganisation[],
): UserOrganisation | null {
  return organisations.find((organisation) => organisation.id === savedId) ?? organisations[0] ?? null;
}

/** The slice of an organisation the shell keeps in the session cookie. */
export function toActiveOrganisation(organisation: UserOrganisation): ActiveOrganisation {
  const { id, name, type, activities, logoId } = organisation;
  return { id, name, type, activities, logoId };
}

/** The activities the shell checks (docs/accounts.md#access). */
export const ACTIVITY = {
  MAIN_DASHBOARD: 'main-dashboard',
  FACILITY_PROFILE: 'facility-profile',
  REVIEWS: 'reviews',
  IMPROVE: 'improve',
} as const satisfies Record<string, Activity>;
export type ShellActivity = (typeof ACTIVITY)[keyof typeof ACTIVITY];

/** True when the organisation holds every required activity; menu items depend on it (docs/accounts.md#access). */
export function hasActivities(
  organisation: ActiveOrganisation | null,
  ...required: ShellActivity[]
): boolean {
  if (!organisation) return false;
  return required.every((activity) => organisation.activities.includes(activity));
}
