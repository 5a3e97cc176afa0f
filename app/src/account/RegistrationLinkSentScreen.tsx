import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans } from '../i18n/Trans';
import { useTranslation } from '../i18n/useTranslation';
import { RESEND_LOCKOUT_MS, useLockout } from './useLockout';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { useSubmit } from '../forms/useSubmit';
import { useApi } from '../services';
import { buttonClass } from '../ui/button';
import { Spinner } from '../ui/Spinner';
import { PublicStack } from '../ui/PublicStack';

/**
 * Tells the user the completion link is on its way, with a resend button that is locked, showing
 * a sending label, for 5 seconds after each press (docs/registration.md#behaviour).
 */
export function RegistrationLinkSentScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const email = useLocation({ select: (location) => location.state.registrationEmail });
  const [secondsLeft, lock] = useLockout(RESEND_LOCKOUT_MS);
  const locked = secondsLeft > 0;
  const [resent, setResent] = useState(false);
  // The answer is neutral whatever the address; only a refusal worth telling (too many) shows.
  const send = useSubmit(
    (address: string) => api.POST('/api/registration/re-send-email', { body: { email_address: address } }),
    { onSuccess: () => setResent(true) },
  );

  const resend = () => {
    if (!email || locked) return;
    lock();
    setResent(false);
    void send.submit(email);
  };

  return (
    <PublicStack>
      <Card title={t('registrationLinkSent.title')} icon="sent">
        <CardLead>
          {email ? (
            <Trans
              i18nKey="registrationLinkSent.text"
              values={{ email }}
              components={{ strong: <strong /> }}
            />
          ) : (
            t('registrationLinkSent.textNoEmail')
          )}
        </CardLead>
        <p className="muted">{t('registrationLinkSent.hint')}</p>
        {resent && <Alert tone="success">{t('registrationLinkSent.resent')}</Alert>}
        {send.formError && <Alert>{send.formError}</Alert>}
        <CardActions>
          {email ? (
            // Sending shows a spinner; once sent, the label says when it can be pressed again.
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={resend}
              disabled={locked && !send.pending}
              aria-disabled={send.pending || undefined}
              data-pending={send.pending || undefined}
            >
              {send.pending ? (
                <>
                  <Spinner />
                  {t('registrationLinkSent.resending')}
                </>
              ) : locked ? (
                t('registrationLinkSent.resendIn', { seconds: secondsLeft })
              ) : (
                t('registrationLinkSent.resend')
              )}
            </button>
          ) : (
            <ButtonLink to="/registration-page">{t('registrationLinkSent.registerAgain')}</ButtonLink>
          )}
          <ButtonLink to="/login" variant="secondary">
            {t('common.backToSignIn')}
          </ButtonLink>
        </CardActions>
      </Card>
    </PublicStack>
  );
}
