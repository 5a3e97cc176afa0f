import type { ActiveOrganisation } from '../session/types';

/** Uploading, renaming, moving and deleting need change-organisation-details (view-only members lack it). */
export function canChangeDocuments(organisation: Pick<ActiveOrganisation, 'activities'>): boolean {
  return organisation.activities.includes('change-organisation-details');
}

/** The `{type}` of the library's paths for this organisation. */
export function organisationPathType(
  organisation: Pick<ActiveOrganisation, 'type'>,
): 'facility' | 'tournament' {
  return organisation.type === 'TOURNAMENT' ? 'tournament' : 'facility';
}
