import type { Schemas } from '@oncourse/openapi';
import { isCertificateValid } from '@oncourse/engine';
import { today } from '../../core/today.ts';
import type { OrganisationGroupFixture } from '@oncourse/fixtures';
import type { OrganisationRow } from './organisations.repository.ts';

/**
 * Organisation row → OrganisationDetails (docs/organisations.md#what-is-stored), with what the caller may do there. The
 * profile form requires the address, so a facility created before it was required shows ''.
 */
export const presentOrganisationDetails = (
  row: OrganisationRow,
  activities: Schemas['Activity'][],
): Schemas['OrganisationDetails'] => ({
  id: row.id,
  organisation_id: row.id,
  title: row.title,
  organisation_name: row.title,
  organisation_type: { name: row.type },
  address_1: row.address1 ?? '',
  address_2: row.address2,
  city: row.city ?? '',
  post_zip_code: row.postZipCode ?? '',
  country_id: row.countryId,
  country_lookup_id: row.countryId,
  phone_number: row.phoneNumber,
  vat_number: row.vatNumber,
  email_address: row.emailAddress,
  measurement_unit: row.measurementUnit,
  currency: row.currency,
  image_id: row.imageFileId,
  logo_id: row.logoFileId,
  // The provider's directory is not linked in this product.
  lookup_id: null,
  // Read against today, so an expired certificate never shows (docs/certification.md#decisions).
  certified: row.certified && isCertificateValid(row.certifiedUntil, today()),
  certified_until: row.certifiedUntil,
  activities,
  management_group: row.managementGroup,
  tournament_organiser: row.tournamentOrganiser,
  organisationGroup: row.organisationGroup,
  trounamentGroup: row.tournamentGroup,
});

export const presentTournament = (row: {
  id: number;
  title: string;
  countryId: number | null;
}): Schemas['TournamentSummary'] => ({ id: row.id, title: row.title, country_id: row.countryId });

export const presentRoleType = (row: {
  id: number;
  name: Schemas['AccessType'];
  label: string;
}): Schemas['RoleType'] => ({ id: row.id, name: row.name, label: row.label });

export const presentOrganisationGroup = (group: OrganisationGroupFixture): Schemas['OrganisationGroup'] => ({
  id: group.id,
  key: group.key,
  title: group.title,
  kind: group.kind,
});
