import type { Schemas } from '@oncourse/openapi';
import type { FormConfig, Text } from '../forms/form-config';
import { measurementUnitOptions } from '../forms/measurement-units';
import {
  FACILITY_FIELDS,
  FACILITY_REQUIRED,
  facilityFieldProperties,
  facilityFieldsPayload,
  facilityFieldsUi,
  facilityTypesField,
  type FacilityFieldsData,
  type FacilityType,
} from '../forms/facility-fields';

export type { FacilityType } from '../forms/facility-fields';
export type Country = Schemas['Country'];

export interface CreateFacilityData extends FacilityFieldsData {
  facility_types?: FacilityType[];
}

/** The fields in the order the form and the preview show them: the profile's, with the types after the name. */
export const CREATE_FACILITY_FIELDS = [
  FACILITY_FIELDS[0],
  'facility_types',
  ...FACILITY_FIELDS.slice(1),
] as const satisfies readonly (keyof CreateFacilityData)[];

/**
 * Create a facility (docs/organisations.md): the profile's fields with the profile's rules (facility-fields),
 * and the facility types as the details tab ticks them. The creator keeps the role they chose at
 * registration when they have one.
 */
export function createFacilityForm(
  t: Text,
  countries: readonly Country[],
  role: Schemas['JobRole'] | null,
): FormConfig<CreateFacilityData, Schemas['OrganisationCreate']> {
  const types = facilityTypesField(t);
  return {
    schema: {
      type: 'object',
      required: [...FACILITY_REQUIRED],
      properties: { ...facilityFieldProperties(t, countries), facility_types: types.schema },
    },
    uiSchema: {
      ...facilityFieldsUi(t),
      'ui:order': [...CREATE_FACILITY_FIELDS],
      facility_types: { ...types.ui, 'ui:options': { markOptional: true } },
    },
    toPayload: (data) => ({
      organisation_type: 'FACILITY',
      ...facilityFieldsPayload(data),
      facility_types: data.facility_types ?? [],
      country_id: data.country_id ?? 0,
      measurement_unit: data.measurement_unit ?? 'metric',
      ...(role ? { role } : {}),
    }),
  };
}

/** The preview's rows: each field's label and the value as the user will see it (docs/organisations.md#behaviour). */
export function previewRows(
  t: Text,
  data: CreateFacilityData,
  countries: readonly Country[],
): { field: keyof CreateFacilityData; label: string; value: string }[] {
  const shown = (field: keyof CreateFacilityData): string => {
    const value = data[field];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      return t('createFacility.notGiven');
    if (field === 'country_id')
      return countries.find((country) => country.id === value)?.title ?? String(value);
    if (field === 'facility_types' && Array.isArray(value))
      return value.map((type) => t(`createFacility.facilityTypes.${type}`)).join(', ');
    if (field === 'measurement_unit')
      return measurementUnitOptions(t).find((unit) => unit.const === value)?.title ?? String(value);
    return String(value).trim();
  };
  return CREATE_FACILITY_FIELDS.map((field) => ({
    field,
    label: t(`createFacility.fields.${field === 'facility_types' ? 'facility_type' : field}`),
    value: shown(field),
  }));
}
