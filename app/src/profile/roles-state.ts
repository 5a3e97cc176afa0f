import type { Schemas } from '@oncourse/openapi';
import type { UserOrganisation } from '../session/types';

export type OrganisationLink = Schemas['UserOrganisationLink'];

/** Joined organisations where the user has a role: listed with a remove button. */
export function linksWithRole(links: readonly OrganisationLink[]): OrganisationLink[] {
  return links.filter((link) => link.inviteStatus === 'joined' && link.role !== null);
}

/** Joined organisations without a role: the add-role dialog offers these (docs/accounts.md#behaviour). */
export function organisationsWithoutRole(links: readonly OrganisationLink[]): UserOrganisation[] {
  return links
    .filter((link) => link.inviteStatus === 'joined' && link.role === null)
    .map((link) => ({
      id: link.organisation_id,
      name: link.organisation_name,
      type: link.organisation_type.name,
      role: null,
      logoId: null,
      activities: [],
    }));
}
