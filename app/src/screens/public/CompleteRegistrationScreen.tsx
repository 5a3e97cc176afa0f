import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  errorDetail,
  GENERIC_ERROR_KEY,
  isInvalidTokenError,
  isPasswordComplexityError,
} from '../../api/errors';
import { AppForm } from '../../forms/AppForm';
import {
  completeRegistrationForm,
  passwordsMatch,
  type NewPasswordData,
} from '../../forms/new-password.form';
import { useText } from '../../i18n/useText';
import { Alert } from '../../layout/Alert';
import { Card } from '../../layout/Card';
import { useApi } from '../../services';

/** Finishes a registration: password and retyped password for a checked token (spec 000 §4). */
export function CompleteRegistrationScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const navigate = useNavigate();
  const form = useMemo(() => completeRegistrationForm(text, token), [text, token]);
  const validate = useMemo(() => passwordsMatch<NewPasswordData>(text), [text]);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const complete = async (data: NewPasswordData) => {
    setBusy(true);
    setErrorKey(null);
    try {
      const {
        data: answer,
        error,
        response,
      } = await api.POST('/api/registration/complete-registration', {
        body: form.toPayload(data),
      });
      if (answer) {
        // The spent token is not carried along; lang is (root search middleware).
        await navigate({ to: '/registration-completed', search: { signInLink: answer.data.signInLink } });
        return;
      }
      const detail = errorDetail(error);
      if (isInvalidTokenError(response.status, detail)) {
        await navigate({ to: '/invalid-registration-token' });
        return;
      }
      setErrorKey(
        isPasswordComplexityError(response.status, detail) ? 'errors.passwordComplexity' : GENERIC_ERROR_KEY,
      );
    } catch {
      setErrorKey(GENERIC_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="public-stack">
      <Card title={t('completeRegistration.title')}>
        <p className="card__lead">{t('completeRegistration.intro')}</p>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        <AppForm
          config={form}
          onSubmit={complete}
          customValidate={validate}
          busy={busy}
          submitLabel={t('completeRegistration.submit')}
        />
      </Card>
    </div>
  );
}
