import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { newPasswordForm } from './new-password.form';
import { useTranslation } from '../i18n/useTranslation';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { useServices } from '../services';
import { safeReturnPath } from '../routing/search';
import { startSession } from '../session/sign-in';
import { forms } from '../forms/light/validators/new-password.gen.js';
import { SetPasswordScreen } from './SetPasswordScreen';

/**
 * Sets a new password with the token from the reset link (docs/accounts.md#behaviour); the route has
 * checked the token. The person is then signed in and opens the page they were on their way to
 * (the link's `returnTo`), or the dashboard.
 */
export function NewPasswordScreen({ variant, token }: { variant: Variant; token: string }) {
  // `t` itself: useText would be one more file for a signed-out page to download.
  const text = useTranslation().t;
  const services = useServices();
  const { api } = services;
  const navigate = useNavigate();
  const returnTo = useRouterState({ select: (state) => safeReturnPath(state.location.search.returnTo) });
  const paths = PUBLIC_PATHS[variant];
  const form = useMemo(() => newPasswordForm(text, token, variant === 'tournament'), [text, token, variant]);
  return (
    <SetPasswordScreen
      form={form}
      validate={forms.newPassword}
      textKeys={{ title: 'newPassword.title', intro: 'newPassword.intro', submit: 'newPassword.submit' }}
      send={(body) => api.POST('/api/auth/new-password', { body })}
      onPasswordSet={async (session) => {
        await startSession(services, session, variant === 'tournament');
        await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
      }}
      onInvalidToken={() => navigate({ to: paths.invalidResetToken })}
    />
  );
}
