import type { Schemas } from '@oncourse/openapi';
import type { SessionUser } from '../session/types';
import { clean, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type FormConfig, type Text } from '../forms/form-config';

export interface ProfileGeneralData {
  first_name?: string;
  last_name?: string;
  email_address?: string;
}

/** The user's current values for the general tab. */
export function profileGeneralData(user: SessionUser): ProfileGeneralData {
  return { first_name: user.firstName, last_name: user.lastName, email_address: user.email };
}

/** Profile: first and last name required, max 500; e-mail required, valid, max 254 (docs/accounts.md#input-rules). */
export function profileGeneralForm(t: Text): FormConfig<ProfileGeneralData, Schemas['UserUpdate']> {
  return {
    schema: {
      type: 'object',
      required: ['first_name', 'last_name', 'email_address'],
      properties: {
        first_name: { type: 'string', title: t('profile.firstName'), maxLength: NAME_MAX_LENGTH },
        last_name: { type: 'string', title: t('profile.lastName'), maxLength: NAME_MAX_LENGTH },
        email_address: {
          type: 'string',
          title: t('profile.email'),
          format: 'email',
          maxLength: EMAIL_MAX_LENGTH,
        },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      first_name: { 'ui:autocomplete': 'given-name' },
      last_name: { 'ui:autocomplete': 'family-name' },
      email_address: { 'ui:options': { inputType: 'email', colSpan: 'full' }, 'ui:autocomplete': 'email' },
    },
    toPayload: (data) => ({
      first_name: clean(data.first_name),
      last_name: clean(data.last_name),
      email_address: clean(data.email_address),
    }),
  };
}
