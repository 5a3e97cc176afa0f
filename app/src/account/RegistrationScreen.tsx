import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isDuplicateEmailError } from '../api/errors';
import { LightForm } from '../forms/light/LightForm';
import { forms } from '../forms/light/validators/registration.gen.js';
import type { LanguageChoice } from '../forms/languages';
import { useSubmit } from '../forms/useSubmit';
import { registrationForm, type RegistrationData } from './registration.form';
import type { CatalogueSnapshot } from '../i18n/catalogue';
import { Alert } from '../ui/Alert';
import { Card, CardFootnote, CardLead } from '../ui/Card';
import { AppLink } from '../ui/links';
import type { RegistrationSearch } from '../routing/search';
import { useApi } from '../services';
import type { OrganisationType } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { textLinkClass } from '../ui/button';
import { PublicStack } from '../ui/PublicStack';

interface RegistrationScreenProps {
  search: RegistrationSearch;
  languages: LanguageChoice[];
  variant?: OrganisationType;
  /** The invitation the link's token stands for; null for an ordinary registration. */
  invitation?: Schemas['RegistrationInvitation'] | null;
}

/** Who invited the person to what, in their words (docs/registration.md#screens). */
function invitationLine(t: CatalogueSnapshot['t'], invitation: Schemas['RegistrationInvitation']): string {
  const organisation = invitation.organisation_name;
  const inviter = invitation.inviter_name;
  if (organisation === null) return t('registration.invitedToProgramme');
  // Each key named whole, so the strings check finds it.
  if (invitation.organisation_type === 'TOURNAMENT')
    return inviter
      ? t('registration.invitedToTournament', { inviter, organisation })
      : t('registration.invitedToTournamentAnonymous', { organisation });
  return inviter
    ? t('registration.invitedToFacility', { inviter, organisation })
    : t('registration.invitedToFacilityAnonymous', { organisation });
}

/**
 * Self-registration (docs/registration.md). An invitation link says who invited the person to which
 * organisation, keeps the invited address, and goes straight on to the password: the invitation
 * already proved the address, so no confirmation mail is sent.
 */
export function RegistrationScreen({
  search,
  languages,
  variant = 'FACILITY',
  invitation = null,
}: RegistrationScreenProps) {
  const { t, language } = useTranslation();
  // The signed-out pages take `t` itself: useText would be one more file to download.
  const text = t;
  const api = useApi();
  const navigate = useNavigate();
  const invitedEmail = invitation?.email_address;
  // A tournament's invitation offers the tournament roles.
  const roles = invitation?.organisation_type ?? variant;
  const form = useMemo(
    () => registrationForm(text, { variant: roles, languages, token: search.token, invitedEmail }),
    [text, roles, languages, search.token, invitedEmail],
  );
  // The starting values are taken once; a later language switch must not reset typed data.
  const [initial] = useState<Record<string, string | boolean | undefined>>(() => ({
    email: invitedEmail ?? search.emailAddress,
    language: search.lang ?? language,
    allow_correspondence: false,
  }));
  const register = useSubmit(
    (data: RegistrationData) =>
      api.POST('/api/registration/new-registration', { body: form.toPayload(data) }),
    {
      onSuccess: (answer) =>
        answer.data.address_confirmed && search.token
          ? // The invitation's token completes the registration: the password is next.
            navigate({ to: '/complete-registration', search: { token: search.token } })
          : navigate({
              to: '/registration-link-sent',
              state: { registrationEmail: answer.data.email_address },
            }),
      onRefusal: ({ status, detail }) =>
        isDuplicateEmailError(status, detail)
          ? { field: 'email', key: 'errors.emailAlreadyRegistered' }
          : undefined,
    },
  );

  return (
    <PublicStack layout="wide">
      <Card title={t('registration.title')}>
        {invitation ? (
          <Alert tone="info">
            <strong>{invitationLine(t, invitation)}</strong> {t('registration.invitedIntro')}
          </Alert>
        ) : (
          <CardLead>{t('registration.intro')}</CardLead>
        )}
        {register.formError && <Alert>{register.formError}</Alert>}
        <LightForm
          config={form}
          validate={invitation ? forms.invitedRegistration : forms.registration}
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
