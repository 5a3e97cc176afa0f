import type { Schemas } from '@oncourse/openapi';
import { isCertificateValid } from '@oncourse/engine';
import { today } from '../../core/today.ts';
import type { JoinedOrganisationRow, OrganisationLinkRow, ProfileRow } from './users.repository.ts';

type JobRole = Schemas['JobRole'];

/** User row → User as the server sends it (docs/accounts.md#what-is-stored: email_address, first_name, last_name, …). */
export const presentUser = (row: ProfileRow): Schemas['User'] => ({
  id: row.id,
  email_address: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  language: row.language,
  image_id: row.imageId,
  email_notifications: row.emailNotifications,
  measurement_unit: row.measurementUnit,
  introductory_tour: row.introductoryTour,
  allow_correspondence: row.allowCorrespondence,
  active_organisation_id: row.activeOrganisationId,
  job_role: row.jobRole as JobRole | null,
});

/** Joined membership → OrganisationSummary, with the activities its access type grants. */
export const presentOrganisationSummary = (row: JoinedOrganisationRow): Schemas['OrganisationSummary'] => ({
  organisation_id: row.organisation.id,
  title: row.organisation.title,
  organisation_type: { name: row.organisation.type },
  // Read against today, so an expired certificate never shows (docs/certification.md#decisions).
  certified: row.organisation.certified && isCertificateValid(row.organisation.certifiedUntil, today()),
  certified_until: row.organisation.certifiedUntil,
  logo_id: row.organisation.logoFileId,
  image_id: row.organisation.imageFileId,
  country_lookup_id: row.organisation.countryId,
  activities: (row.activities ?? []) as Schemas['Activity'][],
  measurement_unit: row.organisation.measurementUnit,
  access_type: row.accessType,
  role: row.jobRole as JobRole | null,
});

/** Membership → UserOrganisationLink (docs/accounts.md#what-is-stored), invitations included. */
export const presentOrganisationLink = (row: OrganisationLinkRow): Schemas['UserOrganisationLink'] => ({
  id: row.id,
  organisation_id: row.organisationId,
  organisation_name: row.organisationName,
  organisation_type: { name: row.organisationType },
  role: row.jobRole as JobRole | null,
  email_address: row.email,
  inviteStatus: row.inviteStatus,
});
