import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR_KEY } from '../../api/errors';
import { LightForm } from '../../forms/light/LightForm';
import { forgottenPasswordForm, type ForgottenPasswordData } from '../../forms/forgotten-password.form';
import { useText } from '../../i18n/useText';
import { Alert } from '../../layout/Alert';
import { Card } from '../../layout/Card';
import { AppLink } from '../../layout/links';
import { PUBLIC_PATHS, type Variant } from '../../routing/paths';
import { useApi } from '../../services';

/** Asks for the e-mail to send a reset link to; the answer is always neutral (spec 000 §4). */
export function ForgottenPasswordScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const navigate = useNavigate();
  const form = useMemo(() => forgottenPasswordForm(text, variant === 'tournament'), [text, variant]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const request = async (data: ForgottenPasswordData) => {
    setBusy(true);
    setFailed(false);
    try {
      const { response } = await api.POST('/api/auth/request-password-reset', { body: form.toPayload(data) });
      // Only a server fault is worth telling; unknown addresses get the same neutral page.
      if (response.status >= 500) setFailed(true);
      else await navigate({ to: PUBLIC_PATHS[variant].linkSent });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="public-stack">
      <Card title={t('forgottenPassword.title')}>
        <p className="card__lead">{t('forgottenPassword.intro')}</p>
        {failed && <Alert>{t(GENERIC_ERROR_KEY)}</Alert>}
        <LightForm<ForgottenPasswordData>
          config={form}
          onSubmit={request}
          busy={busy}
          submitLabel={t('forgottenPassword.submit')}
        />
        <p className="card__footnote">
          <AppLink to={PUBLIC_PATHS[variant].login} className="text-link">
            {t('common.backToSignIn')}
          </AppLink>
        </p>
      </Card>
    </div>
  );
}
