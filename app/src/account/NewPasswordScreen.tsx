import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { newPasswordForm } from './new-password.form';
import { useTranslation } from '../i18n/useTranslation';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { useApi } from '../services';
import { forms } from '../forms/light/validators/new-password.gen.js';
import { SetPasswordScreen } from './SetPasswordScreen';

/** Sets a new password with the token from the reset link (docs/accounts.md#behaviour); the route has checked the token. */
export function NewPasswordScreen({ variant, token }: { variant: Variant; token: string }) {
  // `t` itself: useText would be one more file for a signed-out page to download.
  const text = useTranslation().t;
  const api = useApi();
  const navigate = useNavigate();
  const paths = PUBLIC_PATHS[variant];
  const form = useMemo(() => newPasswordForm(text, token, variant === 'tournament'), [text, token, variant]);
  return (
    <SetPasswordScreen
      form={form}
      validate={forms.newPassword}
      textKeys={{ title: 'newPassword.title', intro: 'newPassword.intro', submit: 'newPassword.submit' }}
      send={(body) => api.POST('/api/auth/new-password', { body })}
      // The spent token is not carried along; lang is (root search middleware).
      onPasswordSet={(signInLink, signInEmail) =>
        navigate({ to: paths.resetSuccess, search: { signInLink }, state: { signInEmail } })
      }
      onInvalidToken={() => navigate({ to: paths.invalidResetToken })}
    />
  );
}
