import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { PASSWORD_PATTERN, type FormConfig, type Text } from './form-config';

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
        password: { type: 'string', title: t('password.new'), pattern: PASSWORD_PATTERN, maxLength: 200 },
        retypePassword: { type: 'string', title: t('password.retype'), maxLength: 200 },
      },
    },
    uiSchema: {
      password: {
        'ui:widget': 'password',
        'ui:autocomplete': 'new-password',
        'ui:help': t('password.rule'),
        'ui:options': { patternMessage: 'errors.passwordRequirements' },
      },
      retypePassword: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
    },
  };
}

/** Retype must match, otherwise 'Your passwords do not match' (spec 000 §5). */
export function passwordsMatch<T extends NewPasswordData>(t: Text): CustomValidator<T> {
  return (data, errors) => {
    if (data?.password && data.retypePassword && data.password !== data.retypePassword) {
      errors.retypePassword?.addError(t('errors.passwordsMismatch'));
    }
    return errors;
  };
}

/** New password after a reset link; the token comes from the link (spec 000 §4). */
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

/** Password for completing a registration (spec 000 §4). */
export function completeRegistrationForm(
  t: Text,
  token: string,
): FormConfig<NewPasswordData, { token: string; password: string }> {
  return { ...passwordPairSchema(t), toPayload: (data) => ({ token, password: data.password ?? '' }) };
}
