import { useLocation, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { loginErrorKey } from '../api/errors';
import { LightForm } from '../forms/light/LightForm';
import { forms } from '../forms/light/validators/sign-in.gen.js';
import { useSubmit } from '../forms/useSubmit';
import { signInForm, type SignInData } from './sign-in.form';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardFootnote, CardLead } from '../ui/Card';
import { AppLink } from '../ui/links';
import { PUBLIC_PATHS, type Variant } from '../routing/paths';
import { safeReturnPath } from '../routing/search';
import { useServices } from '../services';
import { startSession } from '../session/sign-in';
import { prepareSignedIn } from '../session/prepare-signed-in';
import { textLinkClass } from '../ui/button';
import styles from './LoginScreen.module.css';
import { PublicStack } from '../ui/PublicStack';

/** Sign-in (docs/accounts.md#screens); the facility version also offers registration. */
export function LoginScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  // The signed-out pages take `t` itself: useText would be one more file to download.
  const text = t;
  const services = useServices();
  const navigate = useNavigate();
  const isTournament = variant === 'tournament';
  // A signed-in page the visitor was sent here from (requireSession); checked again, it is a URL.
  const returnTo = useRouterState({ select: (state) => safeReturnPath(state.location.search.returnTo) });
  const form = useMemo(() => signInForm(text, isTournament), [text, isTournament]);
  // Just set a password (reset or registration): the address is filled in, the password focused.
  const signInEmail = useLocation({ select: (location) => location.state.signInEmail });
  // Someone who starts typing in the form is about to sign in: the page after it starts downloading.
  // Not on focus: the address field takes the focus as the page opens, and a visitor who only looks
  // would download the signed-in frame too.
  const router = useRouter();
  const prepare = useCallback(
    () =>
      prepareSignedIn(router, services.catalogue, new URL(returnTo ?? '/', window.location.origin).pathname),
    [router, services.catalogue, returnTo],
  );
  const signIn = useSubmit(
    (data: SignInData) => {
      prepare();
      return services.api.POST('/api/auth/login', { body: form.toPayload(data) });
    },
    {
      onSuccess: async (answer) => {
        await startSession(services, answer.data, isTournament);
        await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
      },
      // Too many attempts keeps the server's words: they say how long to wait.
      onRefusal: ({ status }) => (status === 429 ? undefined : { key: loginErrorKey(status, isTournament) }),
    },
  );

  return (
    <PublicStack layout={isTournament ? 'narrow' : 'columns'}>
      <Card title={t(isTournament ? 'login.tournamentTitle' : 'login.title')}>
        <CardLead>{t(isTournament ? 'login.tournamentIntro' : 'login.intro')}</CardLead>
        {signIn.formError && <Alert>{signIn.formError}</Alert>}
        {/* display: contents, so the wrapper leaves the card's layout as it was. */}
        <div onInput={prepare} style={{ display: 'contents' }}>
          <LightForm<SignInData>
            config={form}
            validate={forms.signIn}
            submitStyle="wide"
            onSubmit={signIn.submit}
            busy={signIn.pending}
            submitLabel={t('login.submit')}
            initialData={signInEmail ? { email: signInEmail } : {}}
          />
        </div>
        <CardFootnote>
          {/* The page they were going to travels with the reset, so the new password opens it. */}
          <AppLink
            to={PUBLIC_PATHS[variant].forgottenPassword}
            search={(previous) => ({ ...previous, ...(returnTo ? { returnTo } : {}) })}
            className={textLinkClass()}
          >
            {t('login.forgotten')}
          </AppLink>
        </CardFootnote>
      </Card>
      {!isTournament && (
        <Card level={2} title={t('login.registerTitle')} tone="accent">
          <p>{t('login.registerText')}</p>
          <ul className={styles.benefits}>
            <li>{t('login.registerBenefit1')}</li>
            <li>{t('login.registerBenefit2')}</li>
            <li>{t('login.registerBenefit3')}</li>
          </ul>
          <ButtonLink to="/registration-page" variant="secondary">
            {t('login.register')}
          </ButtonLink>
        </Card>
      )}
    </PublicStack>
  );
}
