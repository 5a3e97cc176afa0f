import type { Schemas } from '@oncourse/openapi';
import type { SessionUser, UserOrganisation } from './types';

/** The server's user (snake case) as the app keeps it (docs/accounts.md#what-is-stored: "The server sends email_address, first_name, last_name"). */
export function toSessionUser(user: Schemas['User']): SessionUser {
  return {
    id: user.id,
    email: user.email_address,
    firstName: user.first_name,
    lastName: user.last_name,
    language: user.language,
    imageId: user.image_id,
    emailNotifications: user.email_notifications,
    measurementUnit: user.measurement_unit,
    introductoryTour: user.introductory_tour,
    allowCorrespondence: user.allow_correspondence,
    activeOrganisationId: user.active_organisation_id,
    jobRole: user.job_role ?? null,
  };
}

/** One of the user's organisations, with the activities the menu checks. */
export function toUserOrganisation(summary: Schemas['OrganisationSummary']): UserOrganisation {
  return {
    id: summary.organisation_id,
    name: summary.title,
    type: summary.organisation_type.name,
    role: summary.role,
    logoId: summary.logo_id,
    activities: [...summary.activities],
    countryId: summary.country_lookup_id,
    certifiedUntil: summary.certified ? summary.certified_until : null,
  };
}
