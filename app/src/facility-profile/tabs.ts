/** Tabs of /profile/{organisationType} (docs/facility-profile.md#screens). */
export type FacilityProfileTab = 'general' | 'details' | 'team';

/**
 * General information, Facility details (facility organisations whose details the member may
 * see) and Team; a tournament has General at index 0 and Team at index 1.
 */
export function facilityProfileTabs(isFacility: boolean, hasDetails: boolean): FacilityProfileTab[] {
  return ['general', ...(isFacility && hasDetails ? (['details'] as const) : []), 'team'];
}
