import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isDuplicateEmailError } from '../api/errors';
import { LightForm } from '../forms/light/LightForm';
import { forms } from '../forms/light/validators/registration.gen.js';
import type { LanguageChoice } from '../forms/languages';
import { useSubmit } from '../forms/useSubmit';
import { registrationForm, type RegistrationData } from './registration.form';
import { Alert } from '../ui/Alert';
import { Card, CardFootnote, CardLead } from '../ui/Card';
import { AppLink } from '../ui/links';
import type { RegistrationSearch } from '../routing/search';
import { useApi } from '../services';
import type { OrganisationType } from '@oncourse/engine';
import { textLinkClass } from '../ui/button';
import { PublicStack } from '../ui/PublicStack';

interface RegistrationScreenProps {
  search: RegistrationSearch;
  languages: LanguageChoice[];
  variant?: OrganisationType;
}

/** Self-registration (docs/registration.md); an invitation link pre-fills the e-mail. */
export function RegistrationScreen({ search, languages, variant = 'FACILITY' }: RegistrationScreenProps) {
  const { t, language } = useTranslation();
  // The signed-out pages take `t` itself: useText would be one more file to download.
  const text = t;
  const api = useApi();
  const navigate = useNavigate();
  const form = useMemo(
    () => registrationForm(text, { variant, languages, token: search.token }),
    [text, variant, languages, search.token],
  );
  // The starting values are taken once; a later language switch must not reset typed data.
  const [initial] = useState<Record<string, string | boolean | undefined>>(() => ({
    email: search.emailAddress,
    language: search.lang ?? language,
    allow_correspondence: false,
  }));
  const register = useSubmit(
    (data: RegistrationData) =>
      api.POST('/api/registration/new-registration', { body: form.toPayload(data) }),
    {
      onSuccess: (answer) =>
        navigate({ to: '/registration-link-sent', state: { registrationEmail: answer.data.email_address } }),
      onRefusal: ({ status, detail }) =>
        isDuplicateEmailError(status, detail)
          ? { field: 'email', key: 'errors.emailAlreadyRegistered' }
          : undefined,
    },
  );

  return (
    <PublicStack layout="wide">
      <Card title={t('registration.title')}>
        <CardLead>{t('registration.intro')}</CardLead>
        {register.formError && <Alert>{register.formError}</Alert>}
        <LightForm
          config={form}
          validate={search.token ? forms.invitedRegistration : forms.registration}
          initialData={initial}
          onSubmit={register.submit}
          fieldErrors={register.fieldErrors}
          busy={register.pending}
          submitLabel={t('registration.submit')}
        />
        <CardFootnote>
          {t('registration.haveAccount')}{' '}
          <AppLink to="/login" className={textLinkClass()}>
            {t('common.signIn')}
          </AppLink>
        </CardFootnote>
      </Card>
    </PublicStack>
  );
}
