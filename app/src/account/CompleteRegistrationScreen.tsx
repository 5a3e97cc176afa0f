import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { completeRegistrationForm } from './new-password.form';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { forms } from '../forms/light/validators/new-password.gen.js';
import { SetPasswordScreen } from './SetPasswordScreen';

/** Finishes a registration: password and retyped password for a checked token (docs/registration.md#behaviour). */
export function CompleteRegistrationScreen({ token }: { token: string }) {
  // `t` itself: useText would be one more file for a signed-out page to download.
  const text = useTranslation().t;
  const api = useApi();
  const navigate = useNavigate();
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
      // The spent token is not carried along; lang is (root search middleware).
      onPasswordSet={(signInLink, signInEmail) =>
        navigate({ to: '/registration-completed', search: { signInLink }, state: { signInEmail } })
      }
      onInvalidToken={() => navigate({ to: '/invalid-registration-token' })}
    />
  );
}
