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
import { newPasswordForm, passwordsMatch, type NewPasswordData } from '../../forms/new-password.form';
import { useText } from '../../i18n/useText';
import { Alert } from '../../layout/Alert';
import { Card } from '../../layout/Card';
import { PUBLIC_PATHS, type Variant } from '../../routing/paths';
import { useApi } from '../../services';

/** Sets a new password with the token from the reset link (spec 000 §4); the route has checked the token. */
export function NewPasswordScreen({ variant, token }: { variant: Variant; token: string }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const navigate = useNavigate();
  const paths = PUBLIC_PATHS[variant];
  const form = useMemo(() => newPasswordForm(text, token, variant === 'tournament'), [text, token, variant]);
  const validate = useMemo(() => passwordsMatch<NewPasswordData>(text), [text]);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const save = async (data: NewPasswordData) => {
    setBusy(true);
    setErrorKey(null);
    try {
      const {
        data: answer,
        error,
        response,
      } = await api.POST('/api/auth/new-password', { body: form.toPayload(data) });
      if (answer) {
        // The spent token is not carried along; lang is (root search middleware).
        await navigate({ to: paths.resetSuccess, search: { signInLink: answer.data.signInLink } });
        return;
      }
      const detail = errorDetail(error);
      if (isInvalidTokenError(response.status, detail)) {
        await navigate({ to: paths.invalidResetToken });
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
      <Card title={t('newPassword.title')}>
        <p className="card__lead">{t('newPassword.intro')}</p>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        <AppForm
          config={form}
          onSubmit={save}
          customValidate={validate}
          busy={busy}
          submitLabel={t('newPassword.submit')}
        />
      </Card>
    </div>
  );
}
