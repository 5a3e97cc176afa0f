import type { Schemas } from '@oncourse/openapi';
import type { OrganisationType } from '../session/types';

export type DocumentLocation = Schemas['DocumentLocation'];

/** A group of locations as the library shows it (docs/documents.md#what-is-stored). */
export interface LocationGroup {
  group: string;
  locations: readonly DocumentLocation[];
}

const FACILITY_GROUPS: readonly LocationGroup[] = [
  { group: 'APPROACH', locations: ['GETTING_STARTED', 'ANNUAL_ACTIONS', 'FURTHER_INFORMATION'] },
  { group: 'NATURE', locations: ['HABITAT_BIODIVERSITY', 'TURFGRASS', 'POLLUTION_PREVENTION'] },
  { group: 'RESOURCES', locations: ['WATER', 'ENERGY', 'MATERIALS'] },
  { group: 'COMMUNITY', locations: ['GOLFERS_AND_EMPLOYEES', 'OUTREACH', 'COMMUNICATIONS'] },
];
const TOURNAMENT_GROUPS: readonly LocationGroup[] = [
  { group: 'TOURNAMENT', locations: ['EVENT', 'RESOURCES', 'VENUE_NATURE', 'TRAVEL_AND_COMMUNITY'] },
];
const SHARED: LocationGroup = { group: 'OTHER', locations: ['OTHER', 'STAGING'] };

/**
 * Where an organisation files documents (docs/documents.md#what-is-stored, docs/documents.md#access): facilities at the best-practice
 * locations, tournaments at their own sections; both at Other and Staging.
 */
export function locationGroups(type: OrganisationType): readonly LocationGroup[] {
  return [...(type === 'TOURNAMENT' ? TOURNAMENT_GROUPS : FACILITY_GROUPS), SHARED];
}

export function locationsOf(type: OrganisationType): DocumentLocation[] {
  return locationGroups(type).flatMap((group) => group.locations);
}

/** The location's path segment in /documents/{organisationType}/your/{locationSlug}: `GETTING_STARTED` → `getting-started`. */
export function sectionSlug(location: DocumentLocation): string {
  return location.toLowerCase().replace(/_/g, '-');
}

/** The location a path segment names for this organisation type, or null. */
export function locationOfSlug(slug: string, type: OrganisationType): DocumentLocation | null {
  return locationsOf(type).find((location) => sectionSlug(location) === slug) ?? null;
}
