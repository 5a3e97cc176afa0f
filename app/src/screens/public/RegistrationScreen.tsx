import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorDetail, GENERIC_ERROR_KEY, isDuplicateEmailError } from '../../api/errors';
import { AppForm, type FieldErrors } from '../../forms/AppForm';
import { registrationForm, type RegistrationData } from '../../forms/registration.form';
import { useLanguages } from '../../i18n/useLanguages';
import { useText } from '../../i18n/useText';
import { Alert } from '../../layout/Alert';
import { Card } from '../../layout/Card';
import { AppLink } from '../../layout/links';
import type { RegistrationSearch } from '../../routing/search';
import { useApi } from '../../services';
import type { OrganisationType } from '../../session/types';

interface RegistrationScreenProps {
  search: RegistrationSearch;
  variant?: OrganisationType;
}

/** Self-registration (spec 000 §3–§5); an invitation link pre-fills the e-mail. */
export function RegistrationScreen({ search, variant = 'FACILITY' }: RegistrationScreenProps) {
  const { t, language } = useTranslation();
  const text = useText();
  const api = useApi();
  const navigate = useNavigate();
  const languages = useLanguages();
  const form = useMemo(
    () => registrationForm(text, { variant, languages, token: search.token }),
    [text, variant, languages, search.token],
  );
  // The starting values are taken once; a later language switch must not reset typed data.
  const [initial] = useState<RegistrationData>(() => ({
    email: search.emailAddress,
    language: search.lang ?? language,
    allow_correspondence: false,
  }));
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>(undefined);

  const register = async (data: RegistrationData) => {
    setBusy(true);
    setErrorKey(null);
    setFieldErrors(undefined);
    try {
      const payload = form.toPayload(data);
      const {
        data: answer,
        error,
        response,
      } = await api.POST('/api/registration/new-registration', { body: payload });
      if (answer) {
        await navigate({ to: '/registration-link-sent', state: { registrationEmail: payload.email } });
        return;
      }
      if (isDuplicateEmailError(response.status, errorDetail(error))) {
        setFieldErrors({ email: [t('errors.emailAlreadyRegistered')] });
        return;
      }
      setErrorKey(GENERIC_ERROR_KEY);
    } catch {
      setErrorKey(GENERIC_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="public-stack public-stack--wide">
      <Card title={t('registration.title')}>
        <p className="card__lead">{t('registration.intro')}</p>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        <AppForm
          config={form}
          formData={initial}
          onSubmit={register}
          fieldErrors={fieldErrors}
          busy={busy}
          submitLabel={t('registration.submit')}
        />
        <p className="card__footnote">
          {t('registration.haveAccount')}{' '}
          <AppLink to="/login" className="text-link">
            {t('common.signIn')}
          </AppLink>
        </p>
      </Card>
    </div>
  );
}
