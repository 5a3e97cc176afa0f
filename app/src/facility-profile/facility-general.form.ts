import type { Schemas } from '@oncourse/openapi';
import { clean, type FormConfig, type Text } from '../forms/form-config';
import { CREATE_FACILITY_FIELDS } from '../organisations/create-facility.form';
import {
  facilityFieldProperties,
  facilityFieldsUi,
  optionalText,
  type FacilityFieldsData,
} from '../organisations/facility-fields';
import type { OrganisationDetails } from './load-facility-profile';

export type FacilityGeneralData = FacilityFieldsData;

/** The create form's fields in its order, but the facility type: the details tab holds the types. */
const FIELDS = CREATE_FACILITY_FIELDS.filter((field) => field !== 'facility_type');

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
 * The facility profile (spec 001 §3, §5): name, first address line, town, postcode, country and
 * measurement units required; the contact number holds at most 15 digits, spaces or plus signs
 * ('Invalid Number'); the e-mail is optional but must be valid.
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
      required: ['title', 'address_1', 'city', 'post_zip_code', 'country_id', 'measurement_unit'],
      properties: {
        ...fields,
        title: { ...fields.title, ...(tournament ? { title: t('facilityProfile.tournamentName') } : {}) },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      'ui:order': [...FIELDS],
      ...facilityFieldsUi(t, { contactOptional: true }),
    },
    toPayload: (data) => ({
      title: clean(data.title),
      address_1: clean(data.address_1),
      address_2: optionalText(data.address_2),
      city: clean(data.city),
      post_zip_code: clean(data.post_zip_code),
      ...(data.country_id !== undefined ? { country_id: data.country_id } : {}),
      phone_number: optionalText(data.phone_number),
      email_address: optionalText(data.email_address),
      vat_number: optionalText(data.vat_number),
      ...(data.measurement_unit ? { measurement_unit: data.measurement_unit } : {}),
    }),
  };
}
