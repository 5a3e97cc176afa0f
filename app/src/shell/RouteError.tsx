import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { NotAllowedError } from '../routing/guards';
import { ButtonLink } from '../ui/ButtonLink';
import { Card, CardActions, CardLead } from '../ui/Card';
import { buttonClass } from '../ui/button';
import { Page } from '../ui/Page';

/**
 * What a signed-in page shows instead of itself when it cannot: a page the active organisation does
 * not grant says which activity is missing (docs/shell.md#access); a page that failed while the device
 * is offline says it needs a connection and tries again when the network returns (docs/offline.md);
 * anything else offers to try again. The shell stays around it, so the user is never left with a
 * blank screen.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  useEffect(() => {
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [router]);
  if ((!online || isNetworkFailure(error)) && !(error instanceof NotAllowedError)) {
    return (
      <Page width="narrow">
        <Card title={t('offline.title')} icon="warning">
          <CardLead>{t('offline.needsConnection')}</CardLead>
        </Card>
      </Page>
    );
  }
  if (error instanceof NotAllowedError) {
    return (
      <Page width="narrow">
        <Card title={t('notAllowed.title')} icon="warning">
          <CardLead>
            {t('notAllowed.text', { activity: t(`notAllowed.activity.${error.activity}`) })}
          </CardLead>
          <p className="muted">{t('notAllowed.hint')}</p>
          <CardActions>
            <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
          </CardActions>
        </Card>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <Card title={t('routeError.title')} icon="warning">
        <CardLead>{t('errors.generic')}</CardLead>
        <CardActions>
          <button type="button" className={buttonClass('primary')} onClick={() => void router.invalidate()}>
            {t('maintenancePage.retry')}
          </button>
          <ButtonLink to="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        </CardActions>
      </Card>
    </Page>
  );
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * A fetch or a page's code that never arrived: no network, whatever `navigator.onLine` says (it
 * stays true on a network that goes nowhere). Browsers word it differently; all are TypeErrors.
 */
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /fetch|network|dynamically imported module|module script failed/i.test(error.message)
  );
}
