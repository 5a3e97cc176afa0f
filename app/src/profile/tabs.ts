/** Tabs of /user-profile that navigation state can pick (docs/accounts.md#screens). */
export type ProfileTab = 'general' | 'facilities' | 'settings';

import type { Theme } from '../theme/theme';

/**
 * The profile's tabs (docs/accounts.md#screens): General information always; Facilities only with more than
 * one organisation; Settings not in the tournament theme.
 */
export function profileTabs(organisationCount: number, theme: Theme): ProfileTab[] {
  return [
    'general',
    ...(organisationCount > 1 ? (['facilities'] as const) : []),
    ...(theme === 'tournament' ? [] : (['settings'] as const)),
  ];
}

/** The tab to open: the one navigation state asks for when it is shown, else General. */
export function initialTab(requested: ProfileTab | undefined, tabs: readonly ProfileTab[]): ProfileTab {
  return requested && tabs.includes(requested) ? requested : 'general';
}
