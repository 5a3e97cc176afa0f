import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { LightForm } from '../forms/light/LightForm';
import { forms } from '../forms/light/validators/forgotten-password.gen.js';
import { useSubmit } from '../forms/useSubmit';
import { forgottenPasswordForm, type ForgottenPasswordData } from './forgotten-password.form';
import { Alert } from '../ui/Alert';
import { Card, CardFootnote, CardLead } from '../ui/Card';
import { AppLink } from '../ui/links';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { safeReturnPath } from '../routing/search';
import { useApi } from '../services';
import { textLinkClass } from '../ui/button';
import { PublicStack } from '../ui/PublicStack';

/** Asks for the e-mail to send a reset link to; the answer is always neutral (docs/accounts.md#behaviour). */
export function ForgottenPasswordScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  // The signed-out pages take `t` itself: useText would be one more file to download.
  const text = t;
  const api = useApi();
  const navigate = useNavigate();
  // The page the person was on their way to: the mailed link brings them there once the password is set.
  const returnTo = useRouterState({ select: (state) => safeReturnPath(state.location.search.returnTo) });
  const form = useMemo(
    () => forgottenPasswordForm(text, variant === 'tournament', returnTo),
    [text, variant, returnTo],
  );
  const linkSent = () => navigate({ to: PUBLIC_PATHS[variant].linkSent });
  const request = useSubmit(
    (data: ForgottenPasswordData) =>
      api.POST('/api/auth/request-password-reset', { body: form.toPayload(data) }),
    {
      onSuccess: linkSent,
      // Only a server fault or a rate limit is worth telling; unknown addresses get the same neutral page.
      onRefusal: async ({ status }) => {
        if (status >= 500 || status === 429) return undefined;
        await linkSent();
        return 'handled';
      },
    },
  );

  return (
    <PublicStack>
      <Card title={t('forgottenPassword.title')}>
        <CardLead>{t('forgottenPassword.intro')}</CardLead>
        {request.formError && <Alert>{request.formError}</Alert>}
        <LightForm<ForgottenPasswordData>
          config={form}
          validate={forms.forgottenPassword}
          submitStyle="wide"
          onSubmit={request.submit}
          busy={request.pending}
          submitLabel={t('forgottenPassword.submit')}
        />
        <CardFootnote>
          <AppLink to={PUBLIC_PATHS[variant].login} className={textLinkClass()}>
            {t('common.backToSignIn')}
          </AppLink>
        </CardFootnote>
      </Card>
    </PublicStack>
  );
}
