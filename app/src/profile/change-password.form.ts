import type { Schemas } from '@oncourse/openapi';
import type { FormConfig, Text } from '../forms/form-config';
import { passwordPairSchema, type NewPasswordData } from '../account';

export interface ChangePasswordData extends NewPasswordData {
  current_password?: string;
}

/** Change password: current password plus the new pair (docs/accounts.md#input-rules). */
export function changePasswordForm(
  t: Text,
): FormConfig<ChangePasswordData, Schemas['ChangePasswordRequest']> {
  const pair = passwordPairSchema(t);
  return {
    schema: {
      ...pair.schema,
      required: ['current_password', 'password', 'retypePassword'],
      properties: {
        current_password: { type: 'string', title: t('password.current'), maxLength: 200 },
        ...pair.schema.properties,
      },
    },
    uiSchema: {
      ...pair.uiSchema,
      'ui:order': ['current_password', 'password', 'retypePassword'],
      current_password: {
        'ui:widget': 'password',
        'ui:autocomplete': 'current-password',
        'ui:autofocus': true,
      },
    },
    toPayload: (data) => ({ current_password: data.current_password ?? '', password: data.password ?? '' }),
  };
}
