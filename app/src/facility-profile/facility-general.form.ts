import type { Schemas } from '@oncourse/openapi';
import { clean, EMAIL_MAX_LENGTH, option, type FormConfig, type Text } from '../forms/form-config';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from '../organisations/create-facility.form';
import { measurementUnitOptions } from '../profile/settings.form';
import type { MeasurementUnit } from '../session/types';
import type { OrganisationDetails } from './load-facility-profile';

export interface FacilityGeneralData {
  title?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  post_zip_code?: string;
  country_id?: number;
  phone_number?: string;
  email_address?: string;
  vat_number?: string;
  measurement_unit?: MeasurementUnit;
}

const FIELDS = [
  'title',
  'address_1',
  'address_2',
  'city',
  'post_zip_code',
  'country_id',
  'phone_number',
  'email_address',
  'vat_number',
  'measurement_unit',
] as const satisfies readonly (keyof FacilityGeneralData)[];

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

const optionalText = (value: string | undefined): string | null => clean(value) || null;

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
  const text = (field: string, maxLength = 255) => ({
    type: 'string' as const,
    title: t(`createFacility.fields.${field}`),
    maxLength,
  });
  return {
    schema: {
      type: 'object',
      required: ['title', 'address_1', 'city', 'post_zip_code', 'country_id', 'measurement_unit'],
      properties: {
        title: { ...text('title'), ...(tournament ? { title: t('facilityProfile.tournamentName') } : {}) },
        address_1: text('address_1'),
        address_2: text('address_2'),
        city: text('city'),
        post_zip_code: text('post_zip_code', 32),
        country_id: {
          type: 'integer',
          title: t('createFacility.fields.country_id'),
          oneOf: countries.map((country) => option(country.id, country.title)),
        },
        phone_number: { ...text('phone_number', PHONE_MAX_LENGTH), pattern: PHONE_PATTERN },
        email_address: { ...text('email_address', EMAIL_MAX_LENGTH), format: 'email' },
        vat_number: text('vat_number', 64),
        measurement_unit: {
          type: 'string',
          title: t('createFacility.fields.measurement_unit'),
          oneOf: measurementUnitOptions(t),
        },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      'ui:order': [...FIELDS],
      title: { 'ui:options': { colSpan: 'full' } },
      address_2: { 'ui:options': { markOptional: true } },
      country_id: { 'ui:placeholder': t('form.choose'), 'ui:options': { searchable: true } },
      phone_number: {
        'ui:options': {
          inputType: 'tel',
          markOptional: true,
          patternMessage: 'createFacility.invalidNumber',
          errorMessages: { maxLength: 'createFacility.invalidNumber' },
        },
      },
      email_address: { 'ui:options': { inputType: 'email', markOptional: true } },
      vat_number: { 'ui:options': { markOptional: true } },
      measurement_unit: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
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
