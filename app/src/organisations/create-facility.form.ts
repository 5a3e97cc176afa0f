import type { Schemas } from '@oncourse/openapi';
import { clean, EMAIL_MAX_LENGTH, option, type FormConfig, type Text } from '../forms/form-config';
import { measurementUnitOptions } from '../profile/settings.form';
import type { MeasurementUnit } from '../session/types';

export type FacilityType = Schemas['FacilityType'];
export type Country = Schemas['Country'];

export interface CreateFacilityData {
  title?: string;
  facility_type?: FacilityType;
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

/** Spec 001 §3: the facility types offered (codes and labels). */
export const FACILITY_TYPES: readonly FacilityType[] = ['RESORT', 'DAILY_FEE', 'MUNICIPAL', 'PRIVATE_MEMBERS', 'OTHER'];

/** Spec 001 §5, §9: a contact number has at most 15 digits, spaces or plus signs. */
export const PHONE_MAX_LENGTH = 15;
export const PHONE_PATTERN = '^[0-9 +]*$';

/** The fields in the order the form and the preview show them. */
export const CREATE_FACILITY_FIELDS = [
  'title',
  'facility_type',
  'address_1',
  'address_2',
  'city',
  'post_zip_code',
  'country_id',
  'phone_number',
  'email_address',
  'vat_number',
  'measurement_unit',
] as const satisfies readonly (keyof CreateFacilityData)[];

const OPTIONAL: ReadonlySet<keyof CreateFacilityData> = new Set(['address_2', 'vat_number']);

function optionalText(value: string | undefined): string | null {
  const text = clean(value);
  return text === '' ? null : text;
}

/**
 * Create a facility (spec 001 §3–5): every field mandatory except the second address line and the
 * VAT number; the contact number holds at most 15 digits, spaces or plus ('Invalid Number'); the
 * e-mail must be valid. The creator keeps the role they chose at registration when they have one.
 */
export function createFacilityForm(
  t: Text,
  countries: readonly Country[],
  role: Schemas['JobRole'] | null,
): FormConfig<CreateFacilityData, Schemas['OrganisationCreate']> {
  const text = (title: string, maxLength = 255) => ({ type: 'string' as const, title, maxLength });
  return {
    schema: {
      type: 'object',
      required: CREATE_FACILITY_FIELDS.filter((field) => !OPTIONAL.has(field)),
      properties: {
        title: text(t('createFacility.fields.title')),
        facility_type: {
          type: 'string',
          title: t('createFacility.fields.facility_type'),
          oneOf: FACILITY_TYPES.map((type) => option(type, t(`createFacility.facilityTypes.${type}`))),
        },
        address_1: text(t('createFacility.fields.address_1')),
        address_2: text(t('createFacility.fields.address_2')),
        city: text(t('createFacility.fields.city')),
        post_zip_code: text(t('createFacility.fields.post_zip_code'), 32),
        country_id: {
          type: 'integer',
          title: t('createFacility.fields.country_id'),
          oneOf: countries.map((country) => option(country.id, country.title)),
        },
        phone_number: {
          type: 'string',
          title: t('createFacility.fields.phone_number'),
          maxLength: PHONE_MAX_LENGTH,
          pattern: PHONE_PATTERN,
        },
        email_address: {
          type: 'string',
          title: t('createFacility.fields.email_address'),
          format: 'email',
          maxLength: EMAIL_MAX_LENGTH,
        },
        vat_number: text(t('createFacility.fields.vat_number'), 64),
        measurement_unit: {
          type: 'string',
          title: t('createFacility.fields.measurement_unit'),
          oneOf: measurementUnitOptions(t),
        },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      'ui:order': [...CREATE_FACILITY_FIELDS],
      title: { 'ui:options': { colSpan: 'full' } },
      address_2: { 'ui:options': { markOptional: true } },
      country_id: { 'ui:placeholder': t('form.choose'), 'ui:options': { searchable: true } },
      facility_type: { 'ui:placeholder': t('form.choose') },
      phone_number: {
        'ui:options': {
          inputType: 'tel',
          patternMessage: 'createFacility.invalidNumber',
          errorMessages: { maxLength: 'createFacility.invalidNumber' },
        },
      },
      email_address: { 'ui:options': { inputType: 'email' } },
      vat_number: { 'ui:options': { markOptional: true } },
      measurement_unit: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
    },
    toPayload: (data) => ({
      organisation_type: 'FACILITY',
      title: clean(data.title),
      facility_type: data.facility_type ?? 'OTHER',
      address_1: clean(data.address_1),
      address_2: optionalText(data.address_2),
      city: clean(data.city),
      post_zip_code: clean(data.post_zip_code),
      country_id: data.country_id ?? 0,
      phone_number: clean(data.phone_number),
      email_address: clean(data.email_address),
      vat_number: optionalText(data.vat_number),
      measurement_unit: data.measurement_unit ?? 'metric',
      ...(role ? { role } : {}),
    }),
  };
}

/** The preview's rows: each field's label and the value as the user will see it (spec 001 §4). */
export function previewRows(
  t: Text,
  data: CreateFacilityData,
  countries: readonly Country[],
): { field: keyof CreateFacilityData; label: string; value: string }[] {
  const shown = (field: keyof CreateFacilityData): string => {
    const value = data[field];
    if (value === undefined || value === '') return t('createFacility.notGiven');
    if (field === 'country_id') return countries.find((country) => country.id === value)?.title ?? String(value);
    if (field === 'facility_type') return t(`createFacility.facilityTypes.${String(value)}`);
    if (field === 'measurement_unit')
      return measurementUnitOptions(t).find((unit) => unit.const === value)?.title ?? String(value);
    return String(value).trim();
  };
  return CREATE_FACILITY_FIELDS.map((field) => ({
    field,
    label: t(`createFacility.fields.${field}`),
    value: shown(field),
  }));
}
