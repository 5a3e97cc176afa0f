import type { Schemas } from '@oncourse/openapi';
import type { FormConfig, Text } from '../forms/form-config';
import {
  FACILITY_FIELDS,
  FACILITY_REQUIRED,
  facilityFieldProperties,
  facilityFieldsPayload,
  facilityFieldsUi,
  type FacilityFieldsData,
} from '../organisations/facility-fields';
import type { OrganisationDetails } from './load-facility-profile';

export type FacilityGeneralData = FacilityFieldsData;

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

/** The saved profile as the form's data. */
export function facilityGeneralData(organisation: OrganisationDetails): FacilityGeneralData {
  return {
    title: organisation.title,
    address_1: organisation.address_1,
    address_2: orUndefined(organisation.address_2),
    city: organisation.city,
    post_zip_code: organisation.post_zip_code,
    country_id: orUndefined(organisation.country_id),
    phone_number: orUndefined(organisation.phone_number),
    email_address: orUndefined(organisation.email_address),
    vat_number: orUndefined(organisation.vat_number),
    measurement_unit: organisation.measurement_unit,
  };
}

/**
 * The facility profile (docs/facility-profile.md#what-is-stored, docs/facility-profile.md#input-rules): the fields and rules a facility was created with
 * (facility-fields); the facility types sit on the details tab, which saves them.
 */
export function facilityGeneralForm(
  t: Text,
  countries: readonly { id: number; title: string }[],
  tournament = false,
): FormConfig<FacilityGeneralData, Schemas['OrganisationUpdate']> {
  const fields = facilityFieldProperties(t, countries);
  return {
    schema: {
      type: 'object',
      required: [...FACILITY_REQUIRED],
      properties: {
        ...fields,
        // A tournament's profile names the tournament, not a facility.
        title: { ...fields.title, ...(tournament ? { title: t('facilityProfile.tournamentName') } : {}) },
        email_address: {
          ...fields.email_address,
          ...(tournament ? { title: t('facilityProfile.tournamentEmail') } : {}),
        },
      },
    },
    uiSchema: { ...facilityFieldsUi(t), 'ui:order': [...FACILITY_FIELDS] },
    toPayload: (data) => ({
      ...facilityFieldsPayload(data),
      ...(data.country_id !== undefined ? { country_id: data.country_id } : {}),
      ...(data.measurement_unit ? { measurement_unit: data.measurement_unit } : {}),
    }),
  };
}
