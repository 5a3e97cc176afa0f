import type { Schemas } from '@oncourse/openapi';
import type { OrganisationType } from '../../db/schema/index.ts';

type Location = Schemas['DocumentLocation'];

/**
 * Where each kind of organisation files documents (docs/documents.md#what-is-stored, docs/documents.md#access): facilities by the
 * best-practice locations, tournaments by their own sections; both have Other and Staging.
 */
export const documentLocations: Record<OrganisationType, readonly Location[]> = {
  FACILITY: [
    'GETTING_STARTED',
    'ANNUAL_ACTIONS',
    'FURTHER_INFORMATION',
    'HABITAT_BIODIVERSITY',
    'TURFGRASS',
    'POLLUTION_PREVENTION',
    'WATER',
    'ENERGY',
    'MATERIALS',
    'GOLFERS_AND_EMPLOYEES',
    'OUTREACH',
    'COMMUNICATIONS',
    'OTHER',
    'STAGING',
  ],
  TOURNAMENT: ['EVENT', 'RESOURCES', 'VENUE_NATURE', 'TRAVEL_AND_COMMUNITY', 'OTHER', 'STAGING'],
};

/** Whether an organisation of the type files documents at the location (docs/documents.md#input-rules: a known location). */
export function isDocumentLocation(type: OrganisationType, location: Location): boolean {
  return documentLocations[type].includes(location);
}
