import { currencyCodes } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { SearchableSelectWidget } from '@oncourse/renderers/form-widgets';
import type { FormConfig, Text } from '../forms/form-config';
import {
  FACILITY_FIELDS,
  FACILITY_REQUIRED,
  facilityFieldProperties,
  facilityFieldsPayload,
  facilityFieldsUi,
  type FacilityFieldsData,
} from '../forms/facility-fields';
import type { OrganisationDetails } from './load-facility-profile';

export type FacilityGeneralData = FacilityFieldsData & {
  /** An ISO 4217 code, or '' for the country's currency. */
  currency?: string;
};

/** The choice that keeps the country's currency: stored as null, so a move of country follows it. */
const COUNTRY_CURRENCY = '';

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
    currency: organisation.currency ?? COUNTRY_CURRENCY,
  };
}

/**
 * The currencies a facility may keep its money in, by name in the reader's language, the country's
 * own first (docs/facility-profile.md#what-is-stored).
 */
function currencyOptions(t: Text, locale: string): { const: string; title: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  const options = currencyCodes().map((code) => ({
    const: code,
    title: `${names.of(code) ?? code} (${code})`,
  }));
  options.sort((a, b) => a.title.localeCompare(b.title, locale));
  return [{ const: COUNTRY_CURRENCY, title: t('facilityProfile.currency.country') }, ...options];
}

/**
 * The facility profile (docs/facility-profile.md#what-is-stored, docs/facility-profile.md#input-rules): the fields and rules a facility was created with
 * (facility-fields); the facility types sit on the details tab, which saves them.
 */
export function facilityGeneralForm(
  t: Text,
  countries: readonly { id: number; title: string }[],
  tournament = false,
  locale = 'en',
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
        currency: {
          type: 'string',
          title: t('facilityProfile.currency.label'),
          description: t('facilityProfile.currency.help'),
          oneOf: currencyOptions(t, locale),
        },
      },
    },
    uiSchema: {
      ...facilityFieldsUi(t),
      // Some 300 currencies: a list you type into.
      currency: { 'ui:widget': SearchableSelectWidget, 'ui:options': { sort: false } },
      'ui:order': [...FACILITY_FIELDS, 'currency'],
    },
    toPayload: (data) => ({
      ...facilityFieldsPayload(data),
      ...(data.country_id !== undefined ? { country_id: data.country_id } : {}),
      ...(data.measurement_unit ? { measurement_unit: data.measurement_unit } : {}),
      ...(data.currency !== undefined ? { currency: data.currency || null } : {}),
    }),
  };
}
