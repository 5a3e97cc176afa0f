import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { completeRegistrationForm } from './new-password.form';
import { useTranslation } from '../i18n/useTranslation';
import { useServices } from '../services';
import { safeReturnPath } from '../routing/search';
import { startSession } from '../session/sign-in';
import { forms } from '../forms/light/validators/new-password.gen.js';
import { SetPasswordScreen } from './SetPasswordScreen';

/**
 * Finishes a registration: password and retyped password for a checked token; the new account is
 * signed in and lands where it was going (docs/registration.md#behaviour): the team it was invited
 * to, or getting started.
 */
export function CompleteRegistrationScreen({ token }: { token: string }) {
  // `t` itself: useText would be one more file for a signed-out page to download.
  const text = useTranslation().t;
  const services = useServices();
  const { api } = services;
  const navigate = useNavigate();
  const returnTo = useRouterState({ select: (state) => safeReturnPath(state.location.search.returnTo) });
  const form = useMemo(() => completeRegistrationForm(text, token), [text, token]);
  return (
    <SetPasswordScreen
      form={form}
      validate={forms.completeRegistration}
      textKeys={{
        title: 'completeRegistration.title',
        intro: 'completeRegistration.intro',
        submit: 'completeRegistration.submit',
      }}
      send={(body) => api.POST('/api/registration/complete-registration', { body })}
      onPasswordSet={async (session) => {
        // No tournament preference: the active organisation is the one the invitation joined.
        await startSession(services, session, false);
        await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
      }}
      onInvalidToken={() => navigate({ to: '/invalid-registration-token' })}
    />
  );
}
