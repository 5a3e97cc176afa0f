import type { Schemas } from '@oncourse/openapi';
import { SearchableSelectWidget } from '@oncourse/renderers/form-widgets';
import { clean, option, type FormConfig, type Text } from '../forms/form-config';
import type { Country } from '../api/load-countries';

export interface JoinFacilityData {
  organisation_name?: string;
  country_id?: number;
  message?: string;
}

/** docs/helpdesk.md#limits keeps free text to 2000 characters, as the helpdesk does. */
export const JOIN_MESSAGE_MAX = 2000;

/** Ask to join a facility (docs/organisations.md#purpose): its name and country, and an optional message to the provider. */
export function joinFacilityForm(
  t: Text,
  countries: readonly Country[],
): FormConfig<JoinFacilityData, Schemas['JoinRequest']> {
  return {
    schema: {
      type: 'object',
      required: ['organisation_name', 'country_id'],
      properties: {
        organisation_name: { type: 'string', title: t('joinFacility.name'), maxLength: 255 },
        country_id: {
          type: 'integer',
          title: t('joinFacility.country'),
          oneOf: countries.map((country) => option(country.id, country.title)),
        },
        message: { type: 'string', title: t('joinFacility.message'), maxLength: JOIN_MESSAGE_MAX },
      },
    },
    uiSchema: {
      // Some 250 countries: a list you type into.
      country_id: { 'ui:placeholder': t('form.choose'), 'ui:widget': SearchableSelectWidget },
      message: {
        'ui:widget': 'textarea',
        'ui:placeholder': t('joinFacility.messagePlaceholder'),
        'ui:options': { rows: 5, markOptional: true },
      },
    },
    toPayload: (data) => {
      const message = clean(data.message);
      return {
        organisation_name: clean(data.organisation_name),
        country_id: data.country_id ?? 0,
        message: message === '' ? null : message,
      };
    },
  };
}
