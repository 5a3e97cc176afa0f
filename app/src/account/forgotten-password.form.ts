import type { Schemas } from '@oncourse/openapi';
import { clean, EMAIL_MAX_LENGTH, type FormConfig, type Text } from '../forms/form-config';

export interface ForgottenPasswordData {
  email?: string;
}

/**
 * Forgotten password: a required, valid e-mail (docs/accounts.md#input-rules), sent with the page
 * the person was going to, which the mailed link carries (docs/accounts.md#behaviour).
 */
export function forgottenPasswordForm(
  t: Text,
  isTournamentLogin: boolean,
  returnTo?: string,
): FormConfig<ForgottenPasswordData, Schemas['PasswordResetRequest']> {
  return {
    schema: {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, title: t('login.email') },
      },
    },
    uiSchema: {
      email: { 'ui:options': { inputType: 'email' }, 'ui:autocomplete': 'email', 'ui:autofocus': true },
    },
    toPayload: (data) => ({
      email_address: clean(data.email),
      is_tournament_login: isTournamentLogin,
      ...(returnTo ? { return_to: returnTo } : {}),
    }),
  };
}
