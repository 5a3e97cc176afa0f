import type { Schemas } from '@oncourse/openapi';
import { SearchableSelectWidget } from '@oncourse/renderers/form-widgets';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { clean, EMAIL_MAX_LENGTH, option, type Text } from './form-config';
import { measurementUnitOptions } from './measurement-units';
import type { MeasurementUnit } from '../session/types';

export type FacilityType = Schemas['FacilityType'];

/**
 * The name, address and contact fields a facility is created with and later edits on its profile
 * (docs/organisations.md#what-is-stored, docs/organisations.md#input-rules). Both forms are built from here, so a field reads, checks and is required the
 * same in both.
 */
export interface FacilityFieldsData {
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

/** The fields top to bottom: name, the address as it is written on an envelope, contact, then the rest. */
export const FACILITY_FIELDS = [
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
] as const satisfies readonly (keyof FacilityFieldsData)[];

/**
 * What a facility must have, when created and on its profile alike (docs/organisations.md#input-rules profile rules):
 * the contact number and e-mail may be left empty, as the profile lets them be cleared. The
 * contract's OrganisationCreate and OrganisationUpdate require the same.
 */
export const FACILITY_REQUIRED = [
  'title',
  'address_1',
  'city',
  'post_zip_code',
  'country_id',
  'measurement_unit',
] as const satisfies readonly (typeof FACILITY_FIELDS)[number][];

/** docs/organisations.md#what-is-stored: the facility types offered, in its order. */
export const FACILITY_TYPES: readonly FacilityType[] = [
  'RESORT',
  'DAILY_FEE',
  'MUNICIPAL',
  'PRIVATE_MEMBERS',
  'OTHER',
];

/** docs/organisations.md#input-rules, docs/organisations.md#limits: a contact number has at most 15 digits, spaces or plus signs. */
export const PHONE_MAX_LENGTH = 15;
export const PHONE_PATTERN = '^[0-9 +]*$';

/** Text the user may leave empty: saved as null, not as an empty string. */
export function optionalText(value: string | undefined): string | null {
  return clean(value) || null;
}

/** The schema of each facility field, labelled from the create-facility catalogue keys. */
export function facilityFieldProperties(
  t: Text,
  countries: readonly { id: number; title: string }[],
): Record<keyof FacilityFieldsData, RJSFSchema> {
  const text = (field: string, maxLength = 255) => ({
    type: 'string' as const,
    title: t(`createFacility.fields.${field}`),
    maxLength,
  });
  return {
    title: text('title'),
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
  };
}

const OPTIONAL_FIELDS = FACILITY_FIELDS.filter(
  (field) => !(FACILITY_REQUIRED as readonly string[]).includes(field),
);

/**
 * How each facility field is shown: one column, so the form reads top to bottom in the order of
 * FACILITY_FIELDS (two columns made the eye zig-zag between unrelated fields), every optional field
 * marked so.
 */
export function facilityFieldsUi(t: Text): UiSchema {
  const ui: UiSchema = {
    'ui:options': { columns: 1 },
    // Some 250 countries: a list you type into.
    country_id: { 'ui:placeholder': t('form.choose'), 'ui:widget': SearchableSelectWidget },
    phone_number: {
      'ui:options': {
        inputType: 'tel',
        patternMessage: 'createFacility.invalidNumber',
        errorMessages: { maxLength: 'createFacility.invalidNumber' },
      },
    },
    email_address: { 'ui:options': { inputType: 'email' } },
    measurement_unit: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
  };
  for (const field of OPTIONAL_FIELDS) {
    const own = (ui[field] ?? {}) as UiSchema;
    ui[field] = { ...own, 'ui:options': { ...(own['ui:options'] ?? {}), markOptional: true } };
  }
  return ui;
}

/** The facility fields as the contract's profile fields: trimmed, an empty optional one as null. */
export function facilityFieldsPayload(data: FacilityFieldsData) {
  return {
    title: clean(data.title),
    address_1: clean(data.address_1),
    address_2: optionalText(data.address_2),
    city: clean(data.city),
    post_zip_code: clean(data.post_zip_code),
    phone_number: optionalText(data.phone_number),
    email_address: optionalText(data.email_address),
    vat_number: optionalText(data.vat_number),
  };
}

/**
 * The facility types, as tick-boxes, wherever they are asked (creating a facility, its details): a
 * facility may be more than one (a resort with private members), and the server keeps them as a
 * list of ticked types.
 */
export function facilityTypesField(t: Text): { schema: RJSFSchema; ui: UiSchema } {
  return {
    schema: {
      type: 'array',
      title: t('createFacility.fields.facility_type'),
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: FACILITY_TYPES.map((type) => option(type, t(`createFacility.facilityTypes.${type}`))),
      },
    },
    ui: {
      'ui:widget': 'checkboxes',
      'ui:help': t('createFacility.facilityTypesHelp'),
    },
  };
}
