import { passwordRuleFailure, type PasswordRuleFailure } from '@oncourse/engine';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormConfig, Text } from '../forms/form-config';

export interface NewPasswordData {
  password?: string;
  retypePassword?: string;
}

/** The new-password pair shared by reset, registration completion and change password. */
export function passwordPairSchema(t: Text): { schema: RJSFSchema; uiSchema: UiSchema } {
  return {
    schema: {
      type: 'object',
      required: ['password', 'retypePassword'],
      properties: {
        password: { type: 'string', title: t('password.new'), maxLength: 200 },
        retypePassword: { type: 'string', title: t('password.retype'), maxLength: 200 },
      },
    },
    uiSchema: {
      password: {
        'ui:widget': 'password',
        'ui:autocomplete': 'new-password',
        'ui:help': t('password.rule'),
      },
      retypePassword: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
    },
  };
}

/** The catalogue text for each part of the password rule. */
export const PASSWORD_RULE_KEYS: Record<PasswordRuleFailure, string> = {
  tooShort: 'errors.passwordTooShort',
  noDigit: 'errors.passwordNeedsDigit',
  noLetterOrSymbol: 'errors.passwordNeedsLetterOrSymbol',
};

/**
 * The password rule (docs/accounts.md#input-rules) as the server applies it (the engine's one rule), naming the
 * part that failed; and the retype must match, otherwise 'Your passwords do not match'.
 */
export function passwordsMatch<T extends NewPasswordData>(t: Text): CustomValidator<T> {
  return (data, errors) => {
    const failure = data?.password ? passwordRuleFailure(data.password) : null;
    if (failure) errors.password?.addError(t(PASSWORD_RULE_KEYS[failure]));
    if (data?.password && data.retypePassword && data.password !== data.retypePassword) {
      errors.retypePassword?.addError(t('errors.passwordsMismatch'));
    }
    return errors;
  };
}

/** New password after a reset link; the token comes from the link (docs/accounts.md#behaviour). */
export function newPasswordForm(
  t: Text,
  token: string,
  isTournamentLogin: boolean,
): FormConfig<NewPasswordData, { token: string; password: string; is_tournament_login: boolean }> {
  return {
    ...passwordPairSchema(t),
    toPayload: (data) => ({ token, password: data.password ?? '', is_tournament_login: isTournamentLogin }),
  };
}

/** Password for completing a registration (docs/registration.md#behaviour). */
export function completeRegistrationForm(
  t: Text,
  token: string,
): FormConfig<NewPasswordData, { token: string; password: string }> {
  return { ...passwordPairSchema(t), toPayload: (data) => ({ token, password: data.password ?? '' }) };
}
