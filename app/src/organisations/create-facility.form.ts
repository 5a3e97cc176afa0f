import type { Schemas } from '@oncourse/openapi';
import { clean, option, type FormConfig, type Text } from '../forms/form-config';
import { measurementUnitOptions } from '../profile/settings.form';
import { facilityFieldProperties, facilityFieldsUi, optionalText, type FacilityFieldsData } from './facility-fields';

export type FacilityType = Schemas['FacilityType'];
export type Country = Schemas['Country'];

export interface CreateFacilityData extends FacilityFieldsData {
  facility_type?: FacilityType;
}

/** Spec 001 §3: the facility types offered (codes and labels). */
export const FACILITY_TYPES: readonly FacilityType[] = ['RESORT', 'DAILY_FEE', 'MUNICIPAL', 'PRIVATE_MEMBERS', 'OTHER'];

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
  const { title, ...fields } = facilityFieldProperties(t, countries);
  return {
    schema: {
      type: 'object',
      required: CREATE_FACILITY_FIELDS.filter((field) => !OPTIONAL.has(field)),
      properties: {
        title,
        facility_type: {
          type: 'string',
          title: t('createFacility.fields.facility_type'),
          oneOf: FACILITY_TYPES.map((type) => option(type, t(`createFacility.facilityTypes.${type}`))),
        },
        ...fields,
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      'ui:order': [...CREATE_FACILITY_FIELDS],
      ...facilityFieldsUi(t, { contactOptional: false }),
      facility_type: { 'ui:placeholder': t('form.choose') },
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
