import type { Schemas } from '@oncourse/openapi';
import { clean, type FormConfig, type Text } from '../forms/form-config';

export interface SignInData {
  email?: string;
  password?: string;
}

/** Sign-in: e-mail and password, both required (docs/accounts.md#input-rules). */
export function signInForm(
  t: Text,
  isTournamentLogin: boolean,
): FormConfig<SignInData, Schemas['LoginRequest']> {
  return {
    schema: {
      type: 'object',
      required: ['email', 'password'],
      properties: {
        email: { type: 'string', title: t('login.email') },
        password: { type: 'string', title: t('login.password') },
      },
    },
    uiSchema: {
      email: { 'ui:options': { inputType: 'email' }, 'ui:autocomplete': 'username', 'ui:autofocus': true },
      password: { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' },
    },
    toPayload: (data) => ({
      email_address: clean(data.email),
      password: data.password ?? '',
      isTournamentLogin,
    }),
  };
}
