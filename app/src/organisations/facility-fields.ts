import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { clean, EMAIL_MAX_LENGTH, option, type Text } from '../forms/form-config';
import { measurementUnitOptions } from '../profile/settings.form';
import type { MeasurementUnit } from '../session/types';

/** The name, address and contact fields a facility is created with and later edits (spec 001 §3, §5). */
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

/** Spec 001 §5, §9: a contact number has at most 15 digits, spaces or plus signs. */
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

/**
 * How each facility field is shown. The contact number and e-mail are required when a facility is
 * created but may be cleared on its profile, where `contactOptional` marks them so.
 */
export function facilityFieldsUi(t: Text, { contactOptional }: { contactOptional: boolean }): UiSchema {
  const optional = contactOptional ? { markOptional: true } : {};
  return {
    title: { 'ui:options': { colSpan: 'full' } },
    address_2: { 'ui:options': { markOptional: true } },
    country_id: { 'ui:placeholder': t('form.choose'), 'ui:options': { searchable: true } },
    phone_number: {
      'ui:options': {
        inputType: 'tel',
        ...optional,
        patternMessage: 'createFacility.invalidNumber',
        errorMessages: { maxLength: 'createFacility.invalidNumber' },
      },
    },
    email_address: { 'ui:options': { inputType: 'email', ...optional } },
    vat_number: { 'ui:options': { markOptional: true } },
    measurement_unit: { 'ui:placeholder': t('form.choose'), 'ui:options': { sort: false } },
  };
}
